import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { postFile } from "../../test/upload";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let speakerId: number;
let sessionId: number;
let photoId: number;

async function upload(token: string, purpose: "public" | "private") {
  const res = await postFile(t, token, {
    purpose,
    name: "face.png",
    type: "image/png",
    folderPath: `event/${w.event.id}/`,
    content: "png",
  });
  return res.json().id as number;
}

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const speaker = {
  name: "Dr. Mina Cho",
  company: "KAIST",
  position: "Professor",
  email: "mina@example.org",
  bio: "Robotics.",
};
const session = (fields: object = {}) => ({
  title: "Robots on the line",
  track: "Main hall",
  room: "Room 301",
  date: "2026-12-01",
  startTime: "10:00",
  endTime: "10:45",
  ...fields,
});

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  photoId = await upload(w.host.token, "private");
});
afterAll(() => t.close());

describe("host: speakers", () => {
  const url = () => `/api/host/subEvents/${w.s1.id}/speakers`;

  it("refuses anonymous callers, participants and another event's host", async () => {
    expect((await call("POST", url(), undefined, speaker)).statusCode).toBe(401);
    for (const user of [w.seller, w.colleague, w.otherHost])
      expect((await call("POST", url(), user.token, speaker)).statusCode).toBe(403);
  });

  it("adds a speaker without an account; the photo becomes public; someone else's file is refused", async () => {
    const foreign = await upload(w.seller.token, "private");
    expect((await call("POST", url(), w.host.token, { ...speaker, photoFileId: foreign })).statusCode).toBe(
      400,
    );
    const res = await call("POST", url(), w.host.token, { ...speaker, photoFileId: photoId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Dr. Mina Cho",
      email: "mina@example.org",
      photo: { id: photoId },
    });
    expect(res.json().photo.filePath).not.toContain("sig=");
    speakerId = res.json().id;
  });

  it("edits and lists for the host", async () => {
    const res = await call("PUT", `/api/host/speakers/${speakerId}`, w.host.token, {
      ...speaker,
      bio: "Robotics and AI.",
    });
    expect(res.json().bio).toBe("Robotics and AI.");
    expect(
      (await call("PUT", `/api/host/speakers/${speakerId}`, w.otherHost.token, speaker)).statusCode,
    ).toBe(403);
  });
});

describe("host: sessions", () => {
  const url = () => `/api/host/subEvents/${w.s1.id}/sessions`;

  it("refuses participants and another event's host", async () => {
    for (const user of [w.seller, w.otherHost])
      expect((await call("POST", url(), user.token, session())).statusCode).toBe(403);
  });

  it("adds a session in venue time with its speakers; refuses another sub-event's speaker and an end before start", async () => {
    expect((await call("POST", url(), w.host.token, session({ endTime: "09:00" }))).statusCode).toBe(400);
    expect((await call("POST", url(), w.host.token, session({ speakerIds: [999999] }))).statusCode).toBe(400);
    const res = await call("POST", url(), w.host.token, session({ speakerIds: [speakerId] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      startDate: "2026-12-01T01:00:00.000Z",
      venue: { date: "2026-12-01", startTime: "10:00", endTime: "10:45" },
      speakers: [{ id: speakerId, name: "Dr. Mina Cho" }],
    });
    sessionId = res.json().id;
  });
});

describe("participants: GET speakers, programme and a session's .ics", () => {
  it("refuses anonymous callers, waiting applicants, outsiders and another event's host", async () => {
    for (const path of [`/api/subEvents/${w.s1.id}/speakers`, `/api/subEvents/${w.s1.id}/programme`]) {
      expect((await call("GET", path)).statusCode).toBe(401);
      for (const user of [w.waiter, w.outsider, w.otherHost])
        expect((await call("GET", path, user.token)).statusCode).toBe(403);
    }
    expect((await call("GET", `/api/programme/sessions/${sessionId}/ics`, w.outsider.token)).statusCode).toBe(
      403,
    );
  });

  it("lists speakers with their sessions (no e-mail) and the programme", async () => {
    const speakers = await call("GET", `/api/subEvents/${w.s1.id}/speakers`, w.colleague.token);
    expect(speakers.json()[0]).toMatchObject({
      name: "Dr. Mina Cho",
      sessions: [{ id: sessionId, room: "Room 301" }],
    });
    expect(speakers.json()[0]).not.toHaveProperty("email");
    const programme = await call("GET", `/api/subEvents/${w.s1.id}/programme`, w.buyer.token);
    expect(programme.json()).toMatchObject({
      timeZone: "Asia/Seoul",
      sessions: [{ id: sessionId, track: "Main hall" }],
    });
  });

  it("tells the sidebar what exists (and refuses outsiders)", async () => {
    const url = `/api/subEvents/${w.s1.id}/extras`;
    expect((await call("GET", url, w.outsider.token)).statusCode).toBe(403);
    expect((await call("GET", url, w.seller.token)).json()).toEqual({
      speakers: 1,
      sessions: 1,
      floorPlan: false,
      digitalMap: false,
    });
    // the event's map link alone is reason enough for the Digital map entry
    await t.ctx.db
      .update(s.events)
      .set({ digitalMap: "https://maps.example.com/hall-a" })
      .where(eq(s.events.id, w.event.id));
    expect((await call("GET", url, w.seller.token)).json()).toMatchObject({
      floorPlan: false,
      digitalMap: true,
    });
    await t.ctx.db.update(s.events).set({ digitalMap: "" }).where(eq(s.events.id, w.event.id));
  });

  it("answers the .ics in the venue zone", async () => {
    const res = await call("GET", `/api/programme/sessions/${sessionId}/ics`, w.seller.token);
    expect(res.statusCode).toBe(200);
    const { ics, fileName } = res.json();
    expect(fileName).toBe(`session-${sessionId}.ics`);
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect(ics).toContain("DTSTART;TZID=Asia/Seoul:20261201T100000");
    expect(ics).toContain("SUMMARY:Robots on the line");
    expect(ics).toContain("LOCATION:Room 301");
  });
});

describe("host: deleting", () => {
  it("deletes a session and a speaker; participants' pages follow", async () => {
    expect((await call("DELETE", `/api/host/sessions/${sessionId}`, w.seller.token)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/host/sessions/${sessionId}`, w.host.token)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/host/speakers/${speakerId}`, w.host.token)).statusCode).toBe(200);
    expect((await call("GET", `/api/subEvents/${w.s1.id}/speakers`, w.seller.token)).json()).toEqual([]);
    expect(
      (await call("GET", `/api/subEvents/${w.s1.id}/programme`, w.seller.token)).json().sessions,
    ).toEqual([]);
  });
});
