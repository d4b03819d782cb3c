import type { FastifyInstance } from "fastify";
import {
  captionTranscript,
  transcriptStart,
  transcriptState,
  transcriptStop,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./captions.service";

const roomToken = (headers: Record<string, unknown>) => {
  const value = headers["x-room-token"];
  return typeof value === "string" ? value : undefined;
};

export function registerCaptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, transcriptStart, ({ actor, body, request }) =>
    service.change(ctx, roomToken(request.headers), actor, body.meetingId, {
      on: true,
      language: body.transcriptionConfig.LanguageCode,
    }),
  );
  registerCall(app, transcriptStop, ({ actor, body, request }) =>
    service.change(ctx, roomToken(request.headers), actor, body.meetingId, { on: false }),
  );
  registerCall(app, transcriptState, ({ actor, query, request }) =>
    service.state(ctx, roomToken(request.headers), actor, query.meetingId),
  );
  registerCall(app, captionTranscript, ({ actor, query }) => service.transcript(ctx, actor, query));
}
