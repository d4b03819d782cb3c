import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Child, startChild } from "./child";
import { nginxConfig } from "./nginx-config";
import { until } from "./wait";

/** Debian's nginx (the `nginx` package, or nginx-light / nginx-full); NGINX names another binary. */
export function nginxBinary(env: NodeJS.ProcessEnv = process.env): string {
  const binary = env.NGINX || "/usr/sbin/nginx";
  if (!existsSync(binary))
    throw new Error(
      `the cluster test needs nginx at ${binary}: install Debian's package (apt-get install nginx; .ci/run does) or set NGINX`,
    );
  return binary;
}

export interface Nginx {
  url: string;
  port: number;
  config: string;
  child: Child;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground on `port` with the test's own configuration in `dir` (pid, logs and temporary files
 * there too: it never touches /etc/nginx or /var/log). Ready when it answers on its port.
 */
export async function startNginx(
  dir: string,
  port: number,
  upstreams: string[],
  cwd: string,
): Promise<Nginx> {
  const binary = nginxBinary();
  mkdirSync(dir, { recursive: true });
  // run as root, nginx's workers are `nobody`: they must reach their temporary folders (made by the master)
  chmodSync(dir, 0o755);
  const config = nginxConfig({ dir, listen: `127.0.0.1:${port}`, upstreams });
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, config);
  const child = startChild("nginx", binary, ["-p", dir, "-c", file, "-g", "daemon off;"], {
    cwd,
    env: process.env,
    log: path.join(dir, "stderr.log"),
  });
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (child.process.exitCode !== null)
        throw new Error(`nginx exited with ${child.process.exitCode}:\n${child.tail()}`);
      return fetch(`${url}/nginx-probe`).then(
        () => true,
        () => false,
      );
    },
    10_000,
    "nginx answers",
    50,
  );
  return {
    url,
    port,
    config,
    child,
    async stop() {
      if (child.process.exitCode === null) child.process.kill("SIGQUIT");
      await child.exited;
    },
  };
}
