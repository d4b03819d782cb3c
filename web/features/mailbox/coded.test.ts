import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../../shared/i18n";
import { encodeMailContent, MAIL_CODES } from "../../../shared/mail/content";
import { codedMessage, httpLink } from "./coded";

const t = (language: "ko" | "en" | "zh") => i18n.getFixedT(language);
beforeAll(async () => {
  await i18n.init({
    resources: {
      ko: { translation: catalogues.ko },
      en: { translation: catalogues.en },
      zh: { translation: catalogues.zh },
    },
    lng: "ko",
    interpolation: { escapeValue: false },
  });
});

const fields = {
  userName: "Kim",
  eventName: "Expo",
  subEventName: "Consulting",
  eventPeriod: "2026-12-01 ~ 2026-12-03",
  applicant: "Acme",
  acceptor: "Global Trade",
  meetingTime: "2026-12-01 10:00–10:30",
  link: "https://bizmeet.test/subEvent/1/meeting",
  reason: "Fully booked",
  calendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
};

describe("codedMessage", () => {
  it("renders each of the 16 coded forms with its own template in the viewer's language", () => {
    const seen = new Set<string>();
    for (const code of MAIL_CODES) {
      for (const sent of ["ko", "en"] as const) {
        for (const viewer of ["ko", "en", "zh"] as const) {
          const message = codedMessage(encodeMailContent(code, sent, fields), t(viewer));
          expect(message?.code).toBe(code);
          expect(message!.title).not.toContain("mailbox.");
          expect(message!.intro).not.toMatch(/mailbox\.|\{\{|\|\^\|/);
          seen.add(`${viewer}:${message!.intro}`);
        }
      }
    }
    // 8 templates in 3 languages (the sent language does not change the viewer's text)
    expect(seen.size).toBe(24);
  });

  it("names the meeting's sides, time and reason, and offers the link and the calendar", () => {
    const m = codedMessage(encodeMailContent("meetingRejected", "en", fields), t("en"))!;
    expect(m.title).toBe("Meeting request not accepted: Global Trade");
    expect(m.greeting).toBe("Hello Kim,");
    expect(m.rows).toEqual([
      { label: "Event", value: "Expo" },
      { label: "Programme", value: "Consulting" },
      { label: "Period", value: "2026-12-01 ~ 2026-12-03" },
      { label: "Requested by", value: "Acme" },
      { label: "With", value: "Global Trade" },
      { label: "When", value: "2026-12-01 10:00–10:30" },
      { label: "Reason", value: "Fully booked" },
    ]);
    expect(m.links.map((l) => l.kind)).toEqual(["open", "calendar"]);
  });

  it("leaves out empty fields and links that are not http(s)", () => {
    const m = codedMessage(
      encodeMailContent("eventApplyApproved", "ko", {
        ...fields,
        reason: "",
        link: "javascript:alert(1)",
        calendarUrl: "",
      }),
      t("ko"),
    )!;
    expect(m.rows.map((r) => r.label)).toEqual(["행사", "세부 행사", "기간", "기업"]);
    expect(m.links).toEqual([]);
    expect(m.title).toBe("참가 승인: Consulting");
  });

  it("answers undefined for HTML content", () => {
    expect(codedMessage("<p>Hello</p>", t("en"))).toBeUndefined();
    expect(codedMessage("unknownCode_en|^|x", t("en"))).toBeUndefined();
  });
});

describe("httpLink", () => {
  it("takes http(s) only", () => {
    expect(httpLink("https://a.example/x")).toBe("https://a.example/x");
    expect(httpLink("javascript:alert(1)")).toBeUndefined();
    expect(httpLink("data:text/html,x")).toBeUndefined();
    expect(httpLink("")).toBeUndefined();
  });
});
