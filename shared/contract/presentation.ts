import { z } from "zod";
import { ZOk, zId } from "./common";
import { defineCall } from "./define";

/**
 * The presenters' calls of a presentation room (a webinar's room `webinar:{id}` on Janus; docs/presentation.md).
 * The spec's client called a third-party room service with these `/video/videoCall/*` paths; here the server
 * decides and enforces each, in its own checks and in Janus. For the room's presenters and the host; attendees
 * and everyone else: 403 presentation.notModerator. Who may enter: `presentationCheck`.
 */

const zRoom = z
  .string()
  .trim()
  .regex(/^webinar:\d{1,10}$/, "video.abnormalAccess");
const zIdentity = z.string().trim().min(1).max(80);

export const ZBlackListed = z.object({ identity: z.string(), name: z.string(), company: z.string() });

export const getBlackList = defineCall({
  method: "GET",
  path: "/video/videoCall/getBlackList",
  summary: "The people sent out of a presentation room (its black list: they cannot come back until removed)",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  query: z.object({ roomId: zRoom }),
  response: z.object({ blackList: z.array(ZBlackListed) }),
});

export const addBlackList = defineCall({
  method: "POST",
  path: "/video/videoCall/addBlackList",
  summary:
    "Sends an attendee out (13.28): added to the room's black list, kicked from Janus, their screen goes back with sentOutByPresenter; their room token is refused from then on",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  body: z.object({ roomId: zRoom, identity: zIdentity }),
  response: ZOk,
});

export const removeBlackList = defineCall({
  method: "POST",
  path: "/video/videoCall/removeBlackList",
  summary: "Takes someone off the room's black list (13.29): they may enter again",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  body: z.object({ roomId: zRoom, identity: zIdentity }),
  response: ZOk,
});

export const handsUpAcceptTrack = defineCall({
  method: "POST",
  path: "/video/videoCall/handsUpAcceptTrack",
  summary:
    "Accepts an attendee's raised hand (13.24): their microphone opens (Janus stops muting it), they appear on stage for everyone, and they see acceptedHands",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  body: z.object({ roomSid: zRoom, identity: zIdentity }),
  response: ZOk,
});

export const userIncludePresenter = defineCall({
  method: "POST",
  path: "/video/videoCall/userIncludePresenter",
  summary:
    "Brings an attendee on stage beside a presenter without a raised hand (an invited speaker): as an accepted hand, shown with presenterIdentity's stage",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  body: z.object({ presenterIdentity: zIdentity, roomSid: zRoom, identity: zIdentity }),
  response: ZOk,
});

export const presenterIncludeUserDataTrack = defineCall({
  method: "POST",
  path: "/video/videoCall/presenterIncludeUserDataTrack",
  summary:
    "Sends an attendee the room's current decisions about them again as a data message (hand, microphone, camera, chat): their screen catches up without a reload",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  body: z.object({ roomSid: zRoom, identity: zIdentity }),
  response: ZOk,
});

export const ZPresentationPresence = z.object({
  webinarId: z.number().int(),
  room: z.string(),
  /** Each presenter company of the webinar: connected (green) or not (red). */
  presenters: z.array(
    z.object({ applicationId: z.number().int(), company: z.string(), online: z.boolean() }),
  ),
  /** Everyone who entered the room, connected now or not. */
  people: z.array(
    z.object({
      identity: z.string(),
      name: z.string(),
      company: z.string(),
      stage: z.enum(["presenter", "none", "moderator"]),
      online: z.boolean(),
    }),
  ),
});
export type TPresentationPresence = z.infer<typeof ZPresentationPresence>;

export const presentationPresence = defineCall({
  method: "GET",
  path: "/api/host/subEvents/:subEventId/presentationPresence",
  summary:
    "Who is connected now in each webinar's presentation room of the sub-event (its host or an administrator): each presenter company green or red, and everyone who entered",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  params: z.object({ subEventId: zId }),
  response: z.array(ZPresentationPresence),
});

export const ZPresentationCheck = z.object({
  webinarId: z.number().int(),
  room: z.string(),
  /** How the caller enters: presenter, attendee (none) or the host as moderator. */
  stage: z.enum(["presenter", "none", "moderator"]),
  open: z.boolean(),
  /** Why the room is not open for the caller now: before it opens, or after the webinar's end. */
  refusal: z.enum(["notYet", "ended"]).nullable(),
  /** 10 minutes before the start. */
  opensAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
});
export type TPresentationCheck = z.infer<typeof ZPresentationCheck>;

export const presentationCheck = defineCall({
  method: "GET",
  path: "/api/presentation/check",
  summary:
    "A webinar's presentation room for the caller, asked before the device step: how they enter and whether it is open now (refusal notYet or ended). 403 with the reason in `message`: presentation.entry.notParticipant (not one of the webinar's people) or presentation.entry.sentOut (sent out by a presenter, on the black list)",
  tag: "video",
  auth: "user",
  errors: [403, 404],
  query: z.object({ webinarId: zId }),
  response: ZPresentationCheck,
});
