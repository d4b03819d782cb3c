import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { postFile } from "../../test/upload";
import { type WebinarWorld, webinarInput, webinarWorld } from "./webinars.fixture";

let t: TestApp;
let w: WebinarWorld;
let webinarId: number;
let fileId: number;

async function upload(token: string, folderPath: string, name = "slides.pdf") {
  const res = await postFile(t, token, {
    name,
    type: "application/pdf",
    folderPath,
    content: "%PDF-1.4 slides",
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

const create = (token: string, body: object, subEventId = w.p.id) =>
  t.call({ method: "POST", url: `/api/host/subEvents/${subEventId}/webinars`, token, payload: body });

beforeAll(async () => {
  t = await startTestApp();
  w = await webinarWorld(t);
  fileId = await upload(w.host.token, `event/${w.event.id}/`);
});
afterAll(() => t.close());

describe("host: POST /api/host/subEvents/{id}/webinars", () => {
  it("refuses anonymous callers, participants and another event's host", async () => {
    expect((await create("", webinarInput())).statusCode).toBe(401);
    expect((await create(w.buyer.token, webinarInput())).statusCode).toBe(403);
    expect((await create(w.presenter.token, webinarInput())).statusCode).toBe(403);
    expect((await create(w.otherHost.token, webinarInput())).statusCode).toBe(403);
  });

  it("refuses presenters who are not approved participants, others' files, bad links and other categories", async () => {
    const waiting = await create(w.host.token, webinarInput({ presenterIds: [w.aW.id] }));
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().message).toBe("webinar.presenterNotParticipant");
    const foreignFile = await upload(w.buyer.token, `event/${w.event.id}/`);
    const file = await create(w.host.token, webinarInput({ fileIds: [foreignFile] }));
    expect(file.json().message).toBe("file.notFound");
    const link = await create(w.host.token, webinarInput({ zoomLink: "javascript:alert(1)" }));
    expect(link.json().message).toBe("validation.link");
    const ends = await create(w.host.token, webinarInput({ endTime: "09:00" }));
    expect(ends.json().message).toBe("webinar.endBeforeStart");
    const other = await create(w.host.token, webinarInput(), w.consulting.id);
    expect(other.statusCode).toBe(409);
  });

  it("creates a webinar: times in the venue zone, description sanitised, files and presenters in order", async () => {
    const res = await create(
      w.host.token,
      webinarInput({
        content: '<p onclick="alert(1)">Agenda<script>alert(1)</script></p>',
        fileIds: [fileId],
        presenterIds: [w.aP.id, w.aP2.id],
        zoomLink: "meet.example.com/abc",
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    webinarId = body.id;
    expect(body.startDate).toBe("2026-12-01T01:00:00.000Z");
    expect(body.venue).toEqual({
      startDate: "2026-12-01",
      startTime: "10:00",
      endDate: "2026-12-01",
      endTime: "11:00",
    });
    expect(body.content).toBe("<p>Agenda</p>");
    expect(body.zoomLink).toBe("http://meet.example.com/abc");
    expect(body.presenters.map((p: { applicationId: number }) => p.applicationId)).toEqual([
      w.aP.id,
      w.aP2.id,
    ]);
    expect(body.atchFiles[0].fileName).toBe("slides.pdf");
  });
});

describe("GET /api/webinars and /api/webinars/{secondId}", () => {
  it("refuses anonymous callers, outsiders, waiting applicants and another event's host", async () => {
    const list = (token: string) =>
      t.call({ method: "GET", url: `/api/webinars?subEventId=${w.p.id}`, token });
    expect((await list("")).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.otherHost])
      expect((await list(user.token)).statusCode).toBe(403);
    const one = (token: string) => t.call({ method: "GET", url: `/api/webinars/${webinarId}`, token });
    for (const user of [w.outsider, w.waiter, w.otherHost])
      expect((await one(user.token)).statusCode).toBe(403);
    expect(
      (await t.call({ method: "GET", url: "/api/webinars/999999", token: w.buyer.token })).statusCode,
    ).toBe(404);
  });

  it("lists the sub-event's webinars for an approved participant", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/webinars?subEventId=${w.p.id}`,
      token: w.buyer.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ id: webinarId, hasLink: true, timeZone: "Asia/Seoul" });
  });

  it("answers the detail with presenters (card), files, link and the caller's part", async () => {
    const res = await t.call({ method: "GET", url: `/api/webinars/${webinarId}`, token: w.buyer.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      "id",
      "subEventId",
      "title",
      "startDate",
      "endDate",
      "content",
      "zoomLink",
      "atchFiles",
      "presenters",
    ])
      expect(body).toHaveProperty(key);
    expect(body.presenters[0].applicants[0].businessCard).toMatchObject({ name: "Paula Presenter" });
    expect(body.atchFiles[0]).toMatchObject({ fileName: "slides.pdf", fileType: "application/pdf" });
    expect(body.atchFiles[0].filePath).toMatch(/\?exp=\d+&sig=/);
    expect(body.viewer).toMatchObject({ presenter: false, host: false });
    const colleague = await t.call({
      method: "GET",
      url: `/api/webinars/${webinarId}`,
      token: w.colleague.token,
    });
    expect(colleague.json().viewer).toMatchObject({ presenter: true, firstPresenter: true });
    const second = await t.call({
      method: "GET",
      url: `/api/webinars/${webinarId}`,
      token: w.presenter2.token,
    });
    expect(second.json().viewer).toMatchObject({ presenter: true, firstPresenter: false });
  });

  it("lets participants read the attached file and nobody else", async () => {
    const file = (token: string) => t.call({ method: "GET", url: `/api/fileS3/getFile?id=${fileId}`, token });
    expect((await file(w.buyer2.token)).statusCode).toBe(200);
    expect((await file(w.outsider.token)).statusCode).toBe(404);
    expect((await file(w.waiter.token)).statusCode).toBe(404);
  });
});

describe("host: PUT and DELETE /api/host/webinars/{id}", () => {
  it("refuses participants and another event's host", async () => {
    for (const user of [w.presenter, w.otherHost]) {
      const put = await t.call({
        method: "PUT",
        url: `/api/host/webinars/${webinarId}`,
        token: user.token,
        payload: webinarInput(),
      });
      expect(put.statusCode).toBe(403);
      const del = await t.call({
        method: "DELETE",
        url: `/api/host/webinars/${webinarId}`,
        token: user.token,
      });
      expect(del.statusCode).toBe(403);
    }
  });

  it("updates (keeping an attached file) and lists for the host", async () => {
    const res = await t.call({
      method: "PUT",
      url: `/api/host/webinars/${webinarId}`,
      token: w.host.token,
      payload: webinarInput({ title: "Renamed", zoomLink: "", fileIds: [fileId], presenterIds: [w.aP2.id] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Renamed", zoomLink: "" });
    const list = await t.call({
      method: "GET",
      url: `/api/host/subEvents/${w.p.id}/webinars`,
      token: w.host.token,
    });
    expect(list.json()[0]).toMatchObject({ title: "Renamed", questionCount: 0 });
    expect(list.json()[0].presenters).toHaveLength(1);
  });

  it("deletes", async () => {
    const extra = (await create(w.host.token, webinarInput({ title: "Extra" }))).json().id;
    const res = await t.call({ method: "DELETE", url: `/api/host/webinars/${extra}`, token: w.host.token });
    expect(res.statusCode).toBe(200);
    const after = await t.call({ method: "GET", url: `/api/webinars/${extra}`, token: w.buyer.token });
    expect(after.statusCode).toBe(404);
  });
});
