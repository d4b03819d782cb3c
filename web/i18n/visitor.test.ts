import { describe, expect, it } from "vitest";
import { browserLanguage, isVisitorPage } from "./visitor";

describe("browserLanguage", () => {
  it("takes the first of the browser's languages that we have, any region", () => {
    expect(browserLanguage(["en-US", "ko"])).toBe("en");
    expect(browserLanguage(["fr-FR", "zh-TW", "en"])).toBe("zh");
    expect(browserLanguage(["ko-KR"])).toBe("ko");
  });
  it("is Korean when none matches or the browser says nothing", () => {
    expect(browserLanguage(["fr-FR", "de"])).toBe("ko");
    expect(browserLanguage([])).toBe("ko");
  });
});

describe("isVisitorPage", () => {
  it("is the guest page and the direct rooms' lobby, device step and call", () => {
    for (const path of ["/guest", "/direct/1", "/direct/3/device", "/direct/3/meeting"])
      expect(isVisitorPage(path), path).toBe(true);
  });
  it("is not the signed-in rooms or any other page", () => {
    for (const path of ["/", "/direct/meeting/4", "/video/4", "/event/list", "/guestbook"])
      expect(isVisitorPage(path), path).toBe(false);
  });
});
