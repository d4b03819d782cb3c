import type { Browser } from "playwright-core";
import { api, connected, grows, openPerson, waitFor } from "./helpers";

type Check = (ok: boolean, what: string, detail?: string) => void;

/**
 * Two visitors without an account in an event's direct room: the realtime connection opens without a session
 * (the server accepts that for video rooms only); both ICE sides restart at once (glare, resolved by perfect
 * negotiation); the host closes the room and both are sent out (`refused("removed")`).
 */
export async function checkDirectRoom(
  browser: Browser,
  appUrl: string,
  base: string,
  eventId: number,
  hostSession: string,
  violations: string[],
  check: Check,
): Promise<void> {
  const room = (open: boolean) =>
    api(appUrl, `/api/host/events/${eventId}/directRooms/1`, {
      method: "PUT",
      headers: { authorization: hostSession, "content-type": "application/json" },
      body: JSON.stringify({ open, title: "Help desk" }),
    });
  await room(true);
  const joinToken = async (name: string) => {
    const query = new URLSearchParams({ roomId: `direct:${eventId}:1`, name });
    const res = await api(appUrl, `/chime/join?${query}`);
    return ((await res.json()) as { Attendee: { JoinToken: string } }).Attendee.JoinToken;
  };
  const a = await openPerson(browser, base, "", violations);
  const b = await openPerson(browser, base, "", violations);
  await a.page.evaluate((t) => harness.join(t, false), await joinToken("Visitor A"));
  await b.page.evaluate((t) => harness.join(t, false), await joinToken("Visitor B"));
  await connected(a.page);
  await connected(b.page);
  const flow = await grows(a.page, 2_000);
  const hasSession = await a.page.evaluate(() => localStorage.getItem("token"));
  check(
    flow.ok && hasSession === null,
    "two visitors without an account talk in a direct room (a socket without a session)",
    `+${flow.audio} B audio, +${flow.video} B video in 2 s`,
  );

  const started = Date.now();
  await Promise.all([
    a.page.evaluate(() => harness.restartIce()),
    b.page.evaluate(() => harness.restartIce()),
  ]);
  await a.page.waitForTimeout(300);
  await connected(a.page);
  await connected(b.page);
  const after = await grows(b.page, 1_500);
  check(
    after.ok,
    "both sides restarting ICE at once (glare) still ends connected",
    `${Date.now() - started} ms`,
  );

  await room(false);
  const told = await waitFor(
    "the visitors are sent out",
    async () => [await a.page.evaluate(() => harness.heard()), await b.page.evaluate(() => harness.heard())],
    (lists) => lists.every((l) => l.some((h) => h.event === "refused")),
  );
  check(
    told.every((l) => l.some((h) => h.event === "refused" && h.detail === "removed")),
    "closing the room sends everyone out (refused: removed)",
  );
  await a.context.close();
  await b.context.close();
}
