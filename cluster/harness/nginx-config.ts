/**
 * The nginx configuration of the cluster test, which is also the one docs/cluster.md proposes for production
 * (less the paths, the port and the `Secure` cookie flag behind TLS). Why each line: docs/cluster.md.
 */
export interface NginxSettings {
  /** Where nginx keeps its pid, logs and temporary files (the test's own directory). */
  dir: string;
  listen: string;
  /** The web processes, host:port. */
  upstreams: string[];
  /** How long a process that failed is left out before nginx tries it again. */
  failTimeoutS?: number;
}

export function nginxConfig({ dir, listen, upstreams, failTimeoutS = 5 }: NginxSettings): string {
  const servers = upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=${failTimeoutS}s;`)
    .join("\n");
  const proxied = (extra: string[]) =>
    [
      "      proxy_http_version 1.1;",
      "      proxy_set_header Host $host;",
      "      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "      proxy_set_header X-Forwarded-Proto $scheme;",
      ...extra,
    ].join("\n");
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  log_format cluster '$time_iso8601 "$request" $status up=$upstream_addr upstatus=$upstream_status '
                     'rt=$request_time uct=$upstream_connect_time route=$bizmeet_route';
  access_log ${dir}/access.log cluster;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # the app's 10 MB upload limit, with room for the form around the file
  client_max_body_size 11m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    "" close;
  }
  # Sticky by browser, not by address: a key drawn at the first answer, kept in a cookie. A first request
  # without it is routed by the same key it is then given, so a long-polling session stays on one process.
  map $cookie_bizmeet_route $bizmeet_route {
    "" $request_id;
    default $cookie_bizmeet_route;
  }
  map $cookie_bizmeet_route $bizmeet_route_cookie {
    "" "bizmeet_route=$request_id; Path=/; HttpOnly; SameSite=Lax";
    default "";
  }

  upstream bizmeet {
    hash $bizmeet_route consistent;
${servers}
  }

  server {
    listen ${listen};
    # which process answered (several when nginx moved on), and the route cookie when the browser has none
    add_header X-Upstream $upstream_addr always;
    add_header Set-Cookie $bizmeet_route_cookie;
    # a refused or dead process: the next one, fast; a request already sent is passed on only when idempotent
    proxy_connect_timeout 1s;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;

    location /socket.io/ {
      proxy_pass http://bizmeet;
${proxied([
  "      proxy_set_header Upgrade $http_upgrade;",
  "      proxy_set_header Connection $connection_upgrade;",
  "      # above Socket.IO's ping interval and timeout (20 s + 20 s)",
  "      proxy_read_timeout 75s;",
  "      proxy_send_timeout 75s;",
])}
    }

    location / {
      proxy_pass http://bizmeet;
${proxied([
  "      # one request per connection to the app (no upstream keepalive): a stopping process refuses the next",
  "      # connection at once, which nginx passes on, a POST included",
  '      proxy_set_header Connection "close";',
  "      proxy_read_timeout 60s;",
])}
    }
  }
}
`;
}
