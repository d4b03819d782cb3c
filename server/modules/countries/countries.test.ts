import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCountry } from "../../../shared/contract";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIELDS = [
  "city",
  "code",
  "continent",
  "countryCode",
  "countryNumber",
  "enName",
  "i18code",
  "koName",
  "region",
  "thisCountryTz",
  "timezone",
  "zhName",
];

describe("GET /api/countries", () => {
  it("answers every country, anonymously, with Korea as the spec describes it", async () => {
    const res = await t.call({ method: "GET", url: "/api/countries", lang: "ko" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const list = res.json() as TCountry[];
    expect(list.length).toBeGreaterThanOrEqual(200);
    expect(list.length).toBeLessThanOrEqual(260);
    const kr = list.find((c) => c.code === "KR");
    expect(kr).toMatchObject({
      code: "KR",
      koName: "대한민국",
      enName: expect.stringMatching(/Korea/),
      countryCode: "KR",
      countryNumber: "82",
      i18code: "kr",
      timezone: "Asia/Seoul",
      thisCountryTz: "+09:00",
      city: "Seoul",
      continent: "Asia",
    });
    expect(list.find((c) => c.code === "US")).toMatchObject({
      countryNumber: "1",
      timezone: "America/New_York",
    });
    expect(list.find((c) => c.code === "GB")).toMatchObject({
      countryNumber: "44",
      timezone: "Europe/London",
    });
  });

  it("gives every entry all fields, non-empty, with a valid zone and a dialing code", async () => {
    const list = (await t.call({ method: "GET", url: "/api/countries" })).json() as TCountry[];
    const codes = new Set<string>();
    for (const country of list) {
      expect(Object.keys(country).sort(), country.code).toEqual(FIELDS);
      for (const field of [
        "code",
        "koName",
        "enName",
        "zhName",
        "countryNumber",
        "timezone",
        "continent",
      ] as const) {
        expect(country[field], `${country.code}.${field}`).toBeTruthy();
      }
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.countryNumber, country.code).toMatch(/^\d{1,4}$/);
      expect(country.thisCountryTz, country.code).toMatch(/^[+-]\d{2}:\d{2}$/);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: country.timezone }), country.code).not.toThrow();
      codes.add(country.code);
    }
    expect(codes.size).toBe(list.length);
  });

  it("answers the same list on a second call", async () => {
    const first = await t.call({ method: "GET", url: "/api/countries" });
    const second = await t.call({ method: "GET", url: "/api/countries" });
    expect(second.json()).toEqual(first.json());
  });
});
