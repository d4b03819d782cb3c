import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { CaptionLanguage } from "../../../shared/captions/protocol";
import type { DbOrTx } from "../../db/client";
import { captionLines, captionRooms } from "../../db/schema";

export interface RoomCaptions {
  on: boolean;
  language: CaptionLanguage;
}

/** A room's captions (off, in Korean, when nobody turned them on yet). */
export async function roomCaptions(db: DbOrTx, room: string): Promise<RoomCaptions> {
  const [row] = await db
    .select({ on: captionRooms.on, language: captionRooms.language })
    .from(captionRooms)
    .where(eq(captionRooms.room, room));
  return row ? { on: row.on, language: row.language as CaptionLanguage } : { on: false, language: "ko-KR" };
}

/** Turns a room's captions on or off (and sets the language), whoever came first. */
export async function saveRoomCaptions(
  db: DbOrTx,
  room: string,
  next: RoomCaptions,
  changedBy: string,
): Promise<void> {
  await db
    .insert(captionRooms)
    .values({ room, on: next.on, language: next.language, changedBy })
    .onConflictDoUpdate({
      target: captionRooms.room,
      set: { on: next.on, language: next.language, changedBy, updatedAt: sql`now()` },
    });
}

export interface NewLine {
  room: string;
  meetingId: number | null;
  webinarId: number | null;
  speakerIdentity: string;
  speakerName: string;
  language: CaptionLanguage;
  text: string;
}

/** Keeps a final line; answers its id and time. */
export async function insertLine(db: DbOrTx, line: NewLine): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(captionLines)
    .values(line)
    .returning({ id: captionLines.id, createdAt: captionLines.createdAt });
  return row!;
}

/** A page of a meeting's or a webinar's transcript, oldest first, after line `after`. */
export function transcriptPage(
  db: DbOrTx,
  owner: { meetingId: number } | { webinarId: number },
  after: number,
  limit: number,
) {
  const scope =
    "meetingId" in owner
      ? eq(captionLines.meetingId, owner.meetingId)
      : eq(captionLines.webinarId, owner.webinarId);
  return db
    .select({
      id: captionLines.id,
      speakerIdentity: captionLines.speakerIdentity,
      speakerName: captionLines.speakerName,
      language: captionLines.language,
      text: captionLines.text,
      createdAt: captionLines.createdAt,
    })
    .from(captionLines)
    .where(and(scope, gt(captionLines.id, after)))
    .orderBy(asc(captionLines.id))
    .limit(limit);
}
