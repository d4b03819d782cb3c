import { QA_SECRET } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { presentEntry } from "./webinar-qa.presenter";
import type { QaRow } from "./webinar-qa.repository";
import { usersOfApplication } from "./webinars.repository";
import type { WebinarAccess } from "./webinars.service";

/** The live event of a webinar's Q&A, on the sub-event's channel (`subEvent:{id}`). */
export const QA_EVENT = "webinarQA";

export interface QaLiveEvent {
  webinarId: number;
  action: "created" | "updated" | "deleted";
  /** The entry as the recipient may see it (absent for deletions). */
  item?: ReturnType<typeof presentEntry>;
  id: number;
  questionId: number | null;
}

const fullView = { userId: 0, host: true, presenter: true, firstPresenter: true };

/**
 * Tells the sub-event's channel about a change after it committed. A public entry goes to everyone on the
 * channel. A private one goes in full only to the user rooms of those who may read it (the host, the first
 * presenter's people, its writer, the question's writer); the channel minus those rooms gets the
 * placeholder, so its content never travels to anyone else.
 */
export async function tellQa(
  ctx: AppContext,
  w: WebinarAccess,
  action: QaLiveEvent["action"],
  row: QaRow,
  question?: QaRow,
): Promise<void> {
  if (!ctx.realtime.attached) return;
  const channel = `subEvent:${w.webinar.subEventId}`;
  const base = { webinarId: row.webinarId, action, id: row.id, questionId: row.questionId };
  if (action === "deleted") return ctx.realtime.emit(channel, QA_EVENT, base);
  const item = presentEntry(row, fullView);
  if (!row.isPrivate) return ctx.realtime.emit(channel, QA_EVENT, { ...base, item });
  const readers = new Set<number>([w.access.event.hostUserId, row.userId]);
  if (question) readers.add(question.userId);
  const first = w.presenters[0]?.application.id;
  if (first !== undefined) for (const id of await usersOfApplication(ctx.db, first)) readers.add(id);
  const rooms = [...readers].map((id) => `user:${id}`);
  ctx.realtime.emit(rooms, QA_EVENT, { ...base, item });
  ctx.realtime.emit(
    channel,
    QA_EVENT,
    { ...base, item: { ...item, content: QA_SECRET, secret: true } },
    rooms,
  );
}
