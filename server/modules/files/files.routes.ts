import type { FastifyInstance } from "fastify";
import { FILE_SIZE_LIMIT, getFile, uploadFile } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { NotFound } from "../../http/errors";
import { registerCall } from "../../http/route";
import { isInlineType } from "./file-names";
import * as service from "./files.service";

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, uploadFile, async ({ actor, request }) =>
    service.upload(ctx, actor, request.parts({ limits: { fileSize: FILE_SIZE_LIMIT, files: 1 } })),
  );
  registerCall(app, getFile, ({ query }) => service.getFile(ctx, query.id));

  // The bytes themselves: public like the original's bucket, never rendered as same-origin HTML.
  app.get("/files/*", async (request, reply) => {
    const key = decodeURIComponent((request.params as { "*": string })["*"]);
    const file = await service.openByKey(ctx, key);
    if (!file) throw new NotFound("file.notFound");
    const inline = isInlineType(file.row.fileType);
    reply
      .header("content-type", inline ? file.row.fileType : "application/octet-stream")
      .header("content-length", file.size)
      .header("x-content-type-options", "nosniff")
      .header(
        "content-security-policy",
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
      )
      .header("cache-control", "public, max-age=31536000, immutable")
      .header(
        "content-disposition",
        `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.row.fileName)}`,
      );
    return reply.send(file.stream);
  });
}
