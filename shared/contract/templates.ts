import { z } from "zod";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

export const zTemplateName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,60}$/, "template.invalidName");

export const getEventTemplate = defineCall({
  method: "GET",
  path: "/api/template/event/:eventId/template-name/:templateName",
  summary:
    "A home-page template of an event (HTML and CSS written by the host; the client sanitises and isolates it)",
  tag: "templates",
  auth: "optional",
  errors: [404],
  params: z.object({ eventId: zId, templateName: zTemplateName }),
  response: z.object({ htmlContent: z.string(), cssContent: z.string() }),
});
