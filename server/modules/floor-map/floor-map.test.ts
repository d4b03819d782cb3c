import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { postFile } from "../../test/upload";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let imageId: number;
let boothId: number;

async function upload(token: string) {
  const res = await postFile(t, token, {
    purpose: "public",
    name: "hall.png",
    type: "image/png",
    folderPath: `event/${w.event.id}/`,
    content: "png",
  });
  return res.json().id as number;
}
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  imageId = await upload(w.host.token);
});
afterAll(() => t.close());

describe("host: the floor plan and booths", () => {
  const plan = () => `/api/host/subEvents/${w.s1.id}/floorMap`;
  const booths = () => `/api/host/subEvents/${w.s1.id}/booths`;

  it("refuses anonymous callers, participants and another event's host", async () => {
    const body = { imageFileId: imageId, width: 1200, height: 800 };
    expect((await call("PUT", plan(), undefined, body)).statusCode).toBe(401);
    for (const user of [w.seller, w.otherHost]) {
      expect((await call("PUT", plan(), user.token, body)).statusCode).toBe(403);
      expect((await call("POST", booths(), user.token, { label: "A1", x: 0.5, y: 0.5 })).statusCode).toBe(
        403,
      );
    }
  });

  it("needs a plan before booths, then places them on it (inside, unique labels, approved companies)", async () => {
    expect((await call("POST", booths(), w.host.token, { label: "A1", x: 0.2, y: 0.3 })).statusCode).toBe(
      409,
    );
    expect(
      (await call("PUT", plan(), w.host.token, { imageFileId: imageId, width: 1200, height: 800 }))
        .statusCode,
    ).toBe(200);
    expect((await call("POST", booths(), w.host.token, { label: "A1", x: 1.2, y: 0.3 })).json().message).toBe(
      "floorMap.outside",
    );
    const waiting = await call("POST", booths(), w.host.token, {
      label: "A1",
      x: 0.2,
      y: 0.3,
      applicationId: w.aW.id,
    });
    expect(waiting.json().message).toBe("floorMap.companyNotParticipant");
    const res = await call("POST", booths(), w.host.token, {
      label: "A1",
      x: 0.2,
      y: 0.3,
      applicationId: w.aS.id,
    });
    expect(res.json()).toMatchObject({ label: "A1", companyName: "Acme Robotics", applicationId: w.aS.id });
    boothId = res.json().id;
    expect((await call("POST", booths(), w.host.token, { label: "A1", x: 0.5, y: 0.5 })).statusCode).toBe(
      409,
    );
    const b2 = await call("POST", booths(), w.host.token, { label: "B2", x: 0.6, y: 0.6 });
    expect(
      (await call("PUT", `/api/host/booths/${b2.json().id}`, w.host.token, { label: "A1", x: 0.6, y: 0.6 }))
        .statusCode,
    ).toBe(409);
  });

  it("moves a booth; refuses another event's host", async () => {
    const body = { label: "A1", x: 0.25, y: 0.35, applicationId: w.aS.id };
    expect((await call("PUT", `/api/host/booths/${boothId}`, w.otherHost.token, body)).statusCode).toBe(403);
    const res = await call("PUT", `/api/host/booths/${boothId}`, w.host.token, body);
    expect(res.json()).toMatchObject({ x: 0.25, y: 0.35 });
  });
});

describe("participants: GET /api/subEvents/{id}/floorMap", () => {
  const url = () => `/api/subEvents/${w.s1.id}/floorMap`;

  it("refuses anonymous callers, waiting applicants, outsiders and another event's host", async () => {
    expect((await call("GET", url())).statusCode).toBe(401);
    for (const user of [w.waiter, w.outsider, w.otherHost])
      expect((await call("GET", url(), user.token)).statusCode).toBe(403);
  });

  it("answers the plan and booths with companies", async () => {
    const res = await call("GET", url(), w.buyer.token);
    expect(res.json().plan).toMatchObject({ width: 1200, height: 800, image: { id: imageId } });
    expect(res.json().booths.map((b: { label: string }) => b.label)).toEqual(["A1", "B2"]);
    expect(res.json().booths[0]).toMatchObject({ companyName: "Acme Robotics", applicationId: w.aS.id });
  });

  it("loses the booth after the host deletes it", async () => {
    expect((await call("DELETE", `/api/host/booths/${boothId}`, w.seller.token)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/host/booths/${boothId}`, w.host.token)).statusCode).toBe(200);
    expect((await call("GET", url(), w.buyer.token)).json().booths).toHaveLength(1);
  });
});
