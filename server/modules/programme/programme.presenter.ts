import type { TSession, TSpeaker } from "../../../shared/contract";
import { wallTime } from "../../../shared/meetings/zoned-time";
import type * as repo from "./programme.repository";

type SpeakerWithPhoto = Awaited<ReturnType<typeof repo.speakersOf>>[number];
type Link = Awaited<ReturnType<typeof repo.linksOf>>[number];

/** Speaker photos are public event images: their path is served as is. */
function photoOf(photo: repo.FileRow | null) {
  return photo
    ? { id: photo.id, fileName: photo.fileName, filePath: photo.filePath, fileType: photo.fileType }
    : null;
}

/** Every speaker with the sessions they speak in, and every session with its speakers. */
export function presentProgramme(
  speakerRows: SpeakerWithPhoto[],
  sessions: repo.SessionRow[],
  links: Link[],
  zone: string,
): { speakers: (TSpeaker & { email: string; sort: number })[]; sessions: TSession[] } {
  const byId = new Map(speakerRows.map((r) => [r.speaker.id, r]));
  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  const speakers = speakerRows.map(({ speaker, photo }) => ({
    id: speaker.id,
    subEventId: speaker.subEventId,
    name: speaker.name,
    company: speaker.company,
    position: speaker.position,
    bio: speaker.bio,
    email: speaker.email,
    sort: speaker.sort,
    photo: photoOf(photo),
    sessions: links
      .filter((l) => l.speakerId === speaker.id)
      .map((l) => sessionById.get(l.sessionId)!)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((s) => ({
        id: s.id,
        title: s.title,
        startDate: s.startsAt.toISOString(),
        endDate: s.endsAt.toISOString(),
        room: s.room,
      })),
  }));
  const presentedSessions = sessions.map((s) => {
    const start = wallTime(s.startsAt, zone);
    return {
      id: s.id,
      subEventId: s.subEventId,
      title: s.title,
      description: s.description,
      track: s.track,
      room: s.room,
      startDate: s.startsAt.toISOString(),
      endDate: s.endsAt.toISOString(),
      timeZone: zone,
      venue: { date: start.date, startTime: start.time, endTime: wallTime(s.endsAt, zone).time },
      speakers: links
        .filter((l) => l.sessionId === s.id && byId.has(l.speakerId))
        .map((l) => {
          const { speaker, photo } = byId.get(l.speakerId)!;
          return {
            id: speaker.id,
            name: speaker.name,
            company: speaker.company,
            position: speaker.position,
            photo: photoOf(photo),
          };
        }),
    };
  });
  return { speakers, sessions: presentedSessions };
}
