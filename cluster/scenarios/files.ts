import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Api, Session } from "../client/api";
import { check } from "../harness/wait";
import type { Scenario, ScenarioContext } from "../scenario";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A PDF-looking file of `size` bytes (the content checks look at the first bytes). */
function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
}

async function upload(
  api: Api,
  who: Session,
  folder: string,
  purpose: "public" | "private",
  bytes: Uint8Array<ArrayBuffer>,
) {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), `brochure-${purpose}.pdf`);
  form.append("fileName", `brochure-${purpose}.pdf`);
  form.append("folderPath", folder);
  form.append("purpose", purpose);
  const answer = await api.call<{ id: number }>("POST", "/api/fileS3", { token: who.token, form });
  check(answer.ok, `upload: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return { id: answer.body.id, servedBy: answer.servedBy };
}

/** Uploaded through `from`, its link asked through `via`, downloaded through `to`; the bytes must match. */
async function roundTrip(
  ctx: ScenarioContext,
  who: Session,
  purpose: "public" | "private",
  [from, via, to]: [string, string, string],
) {
  const bytes = pdf(purpose === "public" ? 2_000_000 : 300_000);
  const up = await upload(ctx.routes.api(from), who, `event/${ctx.world.expoId}/`, purpose, bytes);
  check(up.servedBy === from, `uploaded through ${up.servedBy}, not ${from}`);
  const link = await ctx.routes
    .api(via)
    .call<{ filePath: string }>("GET", `/api/fileS3/getFile?id=${up.id}`, { token: who.token });
  check(link.ok && link.servedBy === via, `the link through ${via}: ${link.status} ${link.servedBy}`);
  const route = ctx.routes.to(to);
  const res = await fetch(`${ctx.cluster.url}${link.body.filePath}`, {
    headers: { cookie: `bizmeet_route=${route}` },
  });
  const served = ctx.cluster.nameOfUpstream(res.headers.get("x-upstream"));
  const body = new Uint8Array(await res.arrayBuffer());
  check(res.ok && served === to, `downloaded through ${served}: ${res.status}`);
  check(sha256(body) === sha256(bytes), `the ${purpose} file came back different (${body.length} bytes)`);
  ctx.log(
    `${purpose} file of ${bytes.length} bytes: uploaded through ${from}, link through ${via}, downloaded through ${to}`,
  );
}

/**
 * A file uploaded through one process is downloaded through another: the host's public brochure, and a
 * participant's private file through its signed link. Nothing lands on a process's own disk.
 */
export const filesAcrossProcesses: Scenario = {
  name: "a file uploaded through one process is downloaded through another (S3 store)",
  async run(ctx) {
    await roundTrip(ctx, ctx.world.host, "public", ["web-1", "web-2", "web-3"]);
    await roundTrip(ctx, ctx.world.seller, "private", ["web-2", "web-3", "web-1"]);
    for (const web of ctx.cluster.webs)
      check(
        !existsSync(path.join(ctx.cluster.dir, "data", web.name, "files")),
        `${web.name} kept uploads on its own disk`,
      );
  },
};
