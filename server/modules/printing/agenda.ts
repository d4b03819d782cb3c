/**
 * Personal agendas (issue 29, part 4): each person's agreed meetings of the event, in the venue's time and the
 * person's language, with the badge's QR, as the PDF engine's AgendaDoc.
 */
import { translate } from "../../../shared/i18n";
import type { DbOrTx } from "../../db/client";
import type { AgendaDoc, AgendaMeeting, PdfLang } from "../../pdf/types";
import * as repo from "./agenda.repository";

export type AgendaOrder = "company" | "place";

/** A person's language when none is asked: Korean for Korean numbers, else English. */
export const languageOf = (countryNumber: string): PdfLang => (countryNumber.trim() === "82" ? "ko" : "en");

function meetingOf(m: repo.AgendaMeetingRow, mine: Set<number>, lang: PdfLang): AgendaMeeting {
  const theirs = mine.has(m.applicantId)
    ? { company: m.acceptorCompany, person: m.acceptorPerson }
    : { company: m.applicantCompany, person: m.applicantPerson };
  const place =
    m.online || !m.placeName
      ? null
      : m.placeKind
        ? `${translate(`meetings.placeKind.${m.placeKind}`, lang)} ${m.placeName}`
        : m.placeName;
  return {
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt.toISOString(),
    subEvent: lang === "ko" || !m.subEventNameEn ? m.subEventName : m.subEventNameEn,
    place,
    placeZone: place && m.placeZone ? m.placeZone : null,
    counterpartCompany: theirs.company,
    counterpartPerson: theirs.person,
    online: m.online,
    interpreter: m.interpreter,
  };
}

/**
 * The agendas of an event (one person's when `userId` is given), sorted by company (then name) or by the place of
 * each person's first on-site meeting. `lang` fixes the language; absent, each person's own.
 */
export async function agendaDocs(
  db: DbOrTx,
  eventId: number,
  options: { userId?: number; lang?: PdfLang; order: AgendaOrder; qrOf: (userId: number) => Promise<string> },
): Promise<AgendaDoc[]> {
  const event = await repo.agendaEvent(db, eventId);
  if (!event) return [];
  const people = await repo.agendaPeople(db, eventId, options.userId);
  const meetings = await repo.agendaMeetings(
    db,
    people.flatMap((p) => p.applicationIds),
  );
  const docs: { doc: AgendaDoc; key: string }[] = [];
  for (const person of people) {
    const lang = options.lang ?? languageOf(person.countryNumber);
    const mine = new Set(person.applicationIds);
    const list = meetings
      .filter((m) => mine.has(m.applicantId) || mine.has(m.acceptorId))
      .map((m) => meetingOf(m, mine, lang));
    const firstPlace = list.find((m) => m.place)?.place ?? "\uffff";
    docs.push({
      key:
        options.order === "place"
          ? `${firstPlace}\u0000${person.company}`
          : `${person.company}\u0000${person.name}`,
      doc: {
        lang,
        timeZone: event.timeZone,
        eventName: lang === "ko" || !event.nameEn ? event.name : event.nameEn,
        venue: event.venue || null,
        person: {
          name: person.name,
          company: person.company,
          role: translate(`hostUi.applicantType.${person.type}`, lang),
        },
        qr: await options.qrOf(person.userId),
        meetings: list,
      },
    });
  }
  return docs
    .sort((a, b) => a.key.localeCompare(b.key, "ko") || a.doc.person.name.localeCompare(b.doc.person.name))
    .map((d) => d.doc);
}
