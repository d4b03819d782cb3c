import type { FastifyInstance } from "fastify";
import { FILE_SIZE_LIMIT, getFile, uploadFile } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { NotFound } from "../../http/errors";
import { registerCall } from "../../http/route";
import { validLink } from "./file-links";
import { isInlineType } from "./file-names";
import * as service from "./files.service";

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, uploadFile, async ({ actor, request }) =>
    service.upload(ctx, actor, request.parts({ limits: { fileSize: FILE_SIZE_LIMIT, files: 1 } })),
  );
  registerCall(app, getFile, ({ actor, query }) => service.getFile(ctx, actor, query.id));

  // The bytes themselves, never rendered as same-origin HTML. Public assets are public and cacheable; a
  // private file answers only a valid signed link (handed out by the calls that may show it), else 404.
  app.get("/files/*", async (request, reply) => {
    const key = decodeURIComponent((request.params as { "*": string })["*"]);
    const query = request.query as { exp?: string; sig?: string };
    const file = await service.openByKey(ctx, key, (row) =>
      row.visibility === "public" ? true : validLink(ctx.tokens, key, query.exp, query.sig, ctx.now()),
    );
    if (!file) throw new NotFound("file.notFound");
    const isPublic = file.row.visibility === "public";
    const inline = isInlineType(file.row.fileType);
    reply
      .header("content-type", inline ? file.row.fileType : "application/octet-stream")
      .header("content-length", file.size)
      .header("x-content-type-options", "nosniff")
      .header(
        "content-security-policy",
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
      )
      .header("cache-control", isPublic ? "public, max-age=31536000, immutable" : "private, max-age=600")
      .header(
        "content-disposition",
        `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.row.fileName)}`,
      );
    return reply.send(file.stream);
  });
}
