import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../../shared/i18n";

/** The host's presentation board counts the connected attendees through i18next's plural keys. */
describe("attendees connected", () => {
  it("says 1 attendee and 2 attendees in English, and counts in Korean and Chinese", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: Object.fromEntries(
        Object.entries(catalogues).map(([language, tree]) => [language, { translation: tree }]),
      ),
      interpolation: { escapeValue: false },
    });
    const say = (lng: string, count: number) => i18n.t("presentation.attendeesOnline", { lng, count });
    expect(say("en", 1)).toBe("1 attendee connected");
    expect(say("en", 2)).toBe("2 attendees connected");
    expect(say("en", 0)).toBe("0 attendees connected");
    expect(say("ko", 1)).toBe("참석자 1명 접속");
    expect(say("zh", 3)).toBe("3 位观众已连接");
  });
});
