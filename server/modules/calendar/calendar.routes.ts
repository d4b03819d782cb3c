import type { FastifyInstance } from "fastify";
import { createCalendarFeed, getCalendarFeed, revokeCalendarFeed } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { NotFound } from "../../http/errors";
import { registerCall } from "../../http/route";
import * as service from "./calendar.service";

export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getCalendarFeed, ({ actor }) => service.getFeed(ctx, actor));
  registerCall(app, createCalendarFeed, ({ actor }) => service.createFeed(ctx, actor));
  registerCall(app, revokeCalendarFeed, ({ actor }) => service.revokeFeed(ctx, actor));

  // The subscription itself: calendar apps fetch it without credentials; the secret token is the key.
  app.get("/api/calendar/:token.ics", async (request, reply) => {
    const { token } = request.params as { token: string };
    const ics = await service.feedCalendar(ctx, token);
    if (ics === undefined) throw new NotFound("calendar.feedNotFound");
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", 'inline; filename="bizmeet-meetings.ics"')
      .header("cache-control", "private, no-cache")
      .header("x-robots-tag", "noindex")
      .header("referrer-policy", "no-referrer")
      .send(ics);
  });
}
