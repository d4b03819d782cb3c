import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { bearerMatches } from "./metrics.routes";

describe("the metrics' configuration", () => {
  it("reads METRICS_TOKEN and METRICS_PORT, off when unset or empty", () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ METRICS_TOKEN: "", METRICS_PORT: " " })).toMatchObject({
      metricsToken: undefined,
      metricsPort: undefined,
    });
    expect(loadConfig({ METRICS_TOKEN: "t0ken", METRICS_PORT: "9464" })).toMatchObject({
      metricsToken: "t0ken",
      metricsPort: 9464,
    });
  });

  it("stops the start on a METRICS_PORT that is not a port, naming the variable", () => {
    for (const bad of ["abc", "0", "70000", "94.5", "-1"])
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT/);
  });

  it("accepts only `Bearer <the token>`", () => {
    expect(bearerMatches("Bearer s3cret", "s3cret")).toBe(true);
    expect(bearerMatches("bearer s3cret", "s3cret")).toBe(true);
    for (const header of [
      undefined,
      "",
      "s3cret",
      "Bearer",
      "Bearer s3cre",
      "Bearer s3cret2",
      "Basic s3cret",
    ])
      expect(bearerMatches(header, "s3cret"), String(header)).toBe(false);
  });
});
