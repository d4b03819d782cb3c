import { z } from "zod";
import { LANGUAGES } from "../matching/languages.ts";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

/** A language spoken in meetings (the forms' list, shared/matching/languages.ts). */
export const ZMeetingLanguage = z.enum(LANGUAGES);

/** A language pair an interpreter covers, either order ("ko-en"); stored in canonical order ("en-ko"). */
export const ZLanguagePair = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}-[a-z]{2,3}$/, "interpreter.languagePair");

// The meeting-language calls (issue 22 part 3): what an application speaks, and whether a meeting needs an interpreter.

/** The languages an application's people speak in meetings (docs/decisions.md, "Meeting languages"). */
export const ZMeetingLanguages = z.object({ languages: z.array(z.string()) });

export const getMeetingLanguages = defineCall({
  method: "GET",
  path: "/api/meetings/languages",
  summary: "The languages the application speaks in meetings (a member, or the host)",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  query: z.object({ applicationId: zId }),
  response: ZMeetingLanguages,
});

export const setMeetingLanguages = defineCall({
  method: "PUT",
  path: "/api/meetings/languages",
  summary: "Sets the languages the application speaks in meetings (a member while meetings are open)",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  body: z.object({ applicationId: zId, languages: z.array(ZMeetingLanguage).max(12) }),
  response: ZMeetingLanguages,
});

export const interpreterAvailability = defineCall({
  method: "GET",
  path: "/api/meetings/interpreterAvailability",
  summary:
    "Whether a meeting of the application with the target in the slot needs an interpreter, and whether one is free then",
  tag: "meetings",
  auth: "user",
  errors: [403, 404],
  query: z.object({
    applicationId: zId,
    targetApplicationId: zId,
    startsAt: z.iso.datetime({ offset: true }),
  }),
  response: z.object({ needed: z.boolean(), available: z.boolean() }),
});
