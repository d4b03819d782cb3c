import type { Cluster } from "../harness/cluster";
import { check, until } from "../harness/wait";

/** An HTTP answer through nginx, with the process that gave it (nginx's X-Upstream). */
export interface Answer<T = unknown> {
  status: number;
  ok: boolean;
  body: T;
  /** The web process that answered ("?" when nginx answered itself). */
  servedBy: string;
  /** Whether nginx tried more than one process for it. */
  movedOn: boolean;
}

export interface Session {
  email: string;
  token: string;
  id: number;
}

/** The demo's password (server/seed/seed.ts). */
const DEMO_PASSWORD = "Demo1234!";

/**
 * A client of the API through nginx. With a `route` it carries nginx's route cookie, as a browser does after
 * its first answer: its requests (and its socket) go to the process that route hashes to, while it lives.
 */
export class Api {
  constructor(
    private readonly cluster: Cluster,
    readonly route?: string,
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; form?: FormData; signal?: AbortSignal } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = options.token;
    if (this.route) headers.cookie = `bizmeet_route=${this.route}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${this.cluster.url}${path}`, { method, headers, body, signal: options.signal });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
    const upstream = res.headers.get("x-upstream");
    return {
      status: res.status,
      ok: res.ok,
      body: parsed as T,
      servedBy: this.cluster.nameOfUpstream(upstream),
      movedOn: (upstream ?? "").includes(","),
    };
  }

  /** A call that must succeed; answers its body. */
  async json<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, { token, body });
    check(answer.ok, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  }

  /** Signs a demo user in; answers the token and id as the web app keeps them. */
  async login(email: string): Promise<Session> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.route) headers.cookie = `bizmeet_route=${this.route}`;
    const res = await fetch(`${this.cluster.url}/api/users/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    check(res.ok, `login ${email}: ${res.status} ${await res.text()}`);
    return { email, token: res.headers.get("authorization") ?? "", id: Number(res.headers.get("userid")) };
  }
}

/**
 * Route cookies that nginx hashes to each web process, found by asking (X-Upstream) once while every process is
 * up (a process that is down passes its routes to others, which must not be learnt as theirs): a scenario
 * places a client on a given process by giving it that process's cookie, as if its browser had drawn it.
 */
export class Routes {
  private constructor(
    private readonly cluster: Cluster,
    private readonly byProcess: Map<string, string>,
  ) {}

  static async map(cluster: Cluster): Promise<Routes> {
    const byProcess = new Map<string, string>();
    const wanted = cluster.webs.map((w) => w.name);
    for (let i = 0; i < 300 && wanted.some((name) => !byProcess.has(name)); i++) {
      const route = crypto.randomUUID().replaceAll("-", "");
      const answer = await new Api(cluster, route).call("GET", "/api/health");
      if (answer.ok && !answer.movedOn && !byProcess.has(answer.servedBy))
        byProcess.set(answer.servedBy, route);
    }
    const missing = wanted.filter((name) => !byProcess.has(name));
    check(missing.length === 0, `no route cookie reached ${missing.join(", ")} in 300 tries`);
    return new Routes(cluster, byProcess);
  }

  to(processName: string): string {
    const route = this.byProcess.get(processName);
    check(route, `no route to ${processName}`);
    return route;
  }

  /** An API client whose requests go to the process (while it is up). */
  api(processName: string): Api {
    return new Api(this.cluster, this.to(processName));
  }

  /**
   * Waits until the process's clients are answered by it again: after a restart nginx leaves it out until its
   * fail_timeout has passed since the last failure. Answers how long that took (ms).
   */
  async backInRotation(processName: string): Promise<number> {
    const started = Date.now();
    const api = this.api(processName);
    await until(
      async () => (await api.call("GET", "/api/health")).servedBy === processName,
      15_000,
      `nginx sends ${processName}'s clients to it again`,
      100,
    );
    return Date.now() - started;
  }
}
