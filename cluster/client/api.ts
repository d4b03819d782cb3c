import type { Cluster } from "../harness/cluster";
import { check } from "../harness/wait";

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
 * Route cookies that nginx hashes to each web process, found by asking (X-Upstream): a scenario places a
 * client on a given process by giving it that process's cookie, as if its browser had drawn it.
 */
export class Routes {
  private readonly byProcess = new Map<string, string>();

  constructor(private readonly cluster: Cluster) {}

  async to(processName: string): Promise<string> {
    const known = this.byProcess.get(processName);
    if (known) return known;
    for (let i = 0; i < 200; i++) {
      const route = crypto.randomUUID().replaceAll("-", "");
      const answer = await new Api(this.cluster, route).call("GET", "/api/health");
      if (!answer.ok || answer.movedOn) continue;
      if (!this.byProcess.has(answer.servedBy)) this.byProcess.set(answer.servedBy, route);
      if (answer.servedBy === processName) return route;
    }
    throw new Error(`no route cookie reached ${processName} in 200 tries`);
  }

  /** An API client whose requests go to the process (while it is up). */
  async api(processName: string): Promise<Api> {
    return new Api(this.cluster, await this.to(processName));
  }
}
