import { z } from "zod";
import { VIDEO_ROLES } from "../../../shared/video/protocol";
import type { TokenService } from "../../http/auth";

/**
 * A room token's claims: which room, who (identity, role, name, company, side), and what it rests on (the
 * user's session, or the guest ticket), so that the signalling can check the rules again whenever they may
 * have changed. `hostUserId` is who is told live of presence in the room.
 */
export const ZRoomClaims = z.object({
  room: z.string(),
  /** `presentation`: a webinar's room (`webinar:{id}`) on Janus (issue 21); the others are peer-to-peer. */
  eventType: z.enum(["meeting", "presentation", "direct", "test"]),
  identity: z.string(),
  role: z.enum(VIDEO_ROLES),
  name: z.string(),
  company: z.string(),
  applicationId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  /** The user's session id, or the guest ticket's id. */
  sid: z.string().nullable(),
  meetingId: z.number().int().nullable(),
  /** The webinar of a presentation room; absent in tokens of the other rooms. */
  webinarId: z.number().int().nullable().optional(),
  /** In a presentation room: presenter (발표자|Presenter in the identity), attendee (none), or moderator (host). */
  stage: z.enum(["presenter", "none", "moderator"]).optional(),
  subEventId: z.number().int().nullable(),
  hostUserId: z.number().int().nullable(),
  exp: z.number(),
});
export type RoomClaims = z.infer<typeof ZRoomClaims>;

/** Room tokens live at most an hour, never past the room's window. */
export const ROOM_TOKEN_MAX_S = 3_600;

export function signRoomToken(
  tokens: TokenService,
  claims: Omit<RoomClaims, "exp">,
  closesAt: Date | null,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const nowS = Math.floor(now.getTime() / 1000);
  const limit = closesAt ? Math.floor(closesAt.getTime() / 1000) : Number.POSITIVE_INFINITY;
  const exp = Math.max(nowS + 1, Math.min(nowS + ROOM_TOKEN_MAX_S, limit));
  return tokens
    .signTyped("room", claims.identity, claims, exp)
    .then((token) => ({ token, expiresAt: new Date(exp * 1000) }));
}

export async function verifyRoomToken(
  tokens: TokenService,
  token: string | undefined,
): Promise<RoomClaims | undefined> {
  const payload = await tokens.verifyTyped("room", token);
  const parsed = ZRoomClaims.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}
