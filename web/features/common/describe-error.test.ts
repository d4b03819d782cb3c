import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/client";
import { describeError } from "./describe-error";

const catalogue: Record<string, string> = {
  "common.cannotAccess": "cannot access",
  "common.noAccess": "no access permission",
  "common.loginRequired": "log in",
  "common.notFound": "not found",
  "meetings.error.notFound": "That meeting does not exist.",
};
const t = ((key: string, options?: { defaultValue?: string }) =>
  catalogue[key] ?? options?.defaultValue ?? key) as never;

describe("describeError (spec 19.5: the text of a failed read by status)", () => {
  it("403 reads 'no access permission' whatever the server's detail, without a retry", () => {
    expect(describeError(new ApiError(403, "Forbidden", ""), t)).toEqual({
      text: "no access permission",
      retry: false,
    });
  });
  it("5xx and network failures read 'cannot access' with a retry", () => {
    expect(describeError(new ApiError(500, "Internal Server Error", ""), t)).toEqual({
      text: "cannot access",
      retry: true,
    });
    expect(describeError(new TypeError("Failed to fetch"), t)).toEqual({
      text: "cannot access",
      retry: true,
    });
  });
  it("another status shows the reason in the interface's language, never the raw status word", () => {
    expect(describeError(new ApiError(404, "없음", "meetings.error.notFound"), t).text).toBe(
      "That meeting does not exist.",
    );
    expect(describeError(new ApiError(404, "Not Found", ""), t).text).toBe("not found");
    expect(describeError(new ApiError(409, "server words", "unknown.key"), t).text).toBe("server words");
  });
});
