import { describe, expect, it } from "vitest";
import type { ScoreReasonCode, UnscheduledReasonCode } from "../matching/types";
import { hasKey } from "./index";

// Records keyed by the engine's code unions: a new code fails to compile here until it is listed.
const scoreCodes: Record<ScoreReasonCode, true> = {
  shared_categories: true,
  shared_keywords: true,
  similar_text: true,
  you_requested: true,
  they_requested: true,
  you_liked: true,
  they_liked: true,
  mutual_interest: true,
  not_interested_by_you: true,
  not_interested_by_them: true,
};
const unscheduledCodes: Record<UnscheduledReasonCode, true> = {
  excluded: true,
  no_common_free_slot: true,
  cap_reached: true,
  outscored: true,
  no_interpreter_free: true,
};

describe("matching reason translations", () => {
  it("exist for every reason code of the engine", () => {
    for (const code of Object.keys(scoreCodes)) expect(hasKey(`matching.reason.${code}`), code).toBe(true);
    for (const code of Object.keys(unscheduledCodes))
      expect(hasKey(`matching.unscheduled.${code}`), code).toBe(true);
  });
});
