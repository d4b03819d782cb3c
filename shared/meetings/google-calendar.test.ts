import { describe, expect, it } from "vitest";
import { googleCalendarUrl, utcStamp } from "./google-calendar";

describe("googleCalendarUrl", () => {
  it("puts the instants in UTC and the venue zone as ctz", () => {
    // 10:00 in Auckland on 2 December (NZDT, +13) is 21:00 UTC on 1 December.
    const url = new URL(
      googleCalendarUrl({
        title: "Meeting: Acme × Global",
        startsAt: "2026-12-01T21:00:00.000Z",
        endsAt: new Date("2026-12-01T21:30:00Z"),
        details: "Join: https://bizmeet.test/video/5",
        location: "Booth A-12",
        timeZone: "Pacific/Auckland",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Meeting: Acme × Global");
    expect(url.searchParams.get("dates")).toBe("20261201T210000Z/20261201T213000Z");
    expect(url.searchParams.get("details")).toBe("Join: https://bizmeet.test/video/5");
    expect(url.searchParams.get("location")).toBe("Booth A-12");
    expect(url.searchParams.get("ctz")).toBe("Pacific/Auckland");
  });

  it("leaves out what is not given", () => {
    const url = new URL(
      googleCalendarUrl({ title: "x", startsAt: "2026-12-01T01:00:00Z", endsAt: "2026-12-01T01:30:00Z" }),
    );
    expect([...url.searchParams.keys()]).toEqual(["action", "text", "dates"]);
  });

  it("formats a stamp without milliseconds or separators", () => {
    expect(utcStamp("2026-03-29T01:05:09.123Z")).toBe("20260329T010509Z");
  });
});
