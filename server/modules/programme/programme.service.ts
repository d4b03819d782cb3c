import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import { requireParticipantOrManager } from "../access/access.service";
import { sessionCalendar } from "./programme.ics";
import { presentProgramme } from "./programme.presenter";
import * as repo from "./programme.repository";

/** The whole programme of a sub-event (speakers and sessions), presented in its zone. */
export async function loadProgramme(db: DbOrTx, subEventId: number, zone: string) {
  const [speakers, sessions] = await Promise.all([
    repo.speakersOf(db, subEventId),
    repo.sessionsOf(db, subEventId),
  ]);
  const links = await repo.linksOf(
    db,
    sessions.map((s) => s.id),
  );
  return presentProgramme(speakers, sessions, links, zone);
}

/** The speakers page: approved participants, colleagues and the host. E-mail stays with the host. */
export async function speakers(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireParticipantOrManager(ctx, actor, subEventId);
  const { speakers: list } = await loadProgramme(ctx.db, subEventId, access.event.timeZone);
  return list.map(({ email: _email, sort: _sort, ...speaker }) => speaker);
}

export async function programme(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireParticipantOrManager(ctx, actor, subEventId);
  const { sessions } = await loadProgramme(ctx.db, subEventId, access.event.timeZone);
  return { timeZone: access.event.timeZone, sessions };
}

/** What the sidebar needs to know: whether speakers, sessions, a floor plan or a map link exist. */
export async function extras(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireParticipantOrManager(ctx, actor, subEventId);
  return { ...(await repo.extrasOf(ctx.db, subEventId)), digitalMap: access.event.digitalMap !== "" };
}

/** One session as an .ics file, for the programme's readers. */
export async function ics(ctx: AppContext, actor: Actor, sessionId: number) {
  const session = await repo.findSession(ctx.db, sessionId);
  if (!session) throw new NotFound("programme.sessionNotFound");
  const access = await requireParticipantOrManager(ctx, actor, session.subEventId);
  const { sessions } = await loadProgramme(ctx.db, session.subEventId, access.event.timeZone);
  const presented = sessions.find((s) => s.id === sessionId)!;
  const eventName = access.event.nameEn || access.event.name;
  return {
    fileName: `session-${sessionId}.ics`,
    ics: sessionCalendar({
      session: presented,
      eventName,
      url: `${ctx.config.publicUrl}/subEvent/${session.subEventId}/programList`,
      stamp: ctx.now(),
    }),
  };
}
