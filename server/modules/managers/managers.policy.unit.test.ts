import { describe, expect, it } from "vitest";
import type { Actor } from "../../http/auth";
import { canDeleteApplication, seesPrivateFields, viewerRoleOf } from "../workspace/workspace.policy";
import { canDeleteManager, canInvite, canReadInvites } from "./managers.policy";

const actor = (userId: number): Actor => ({ userId, role: "USER", tokenVersion: 0 });
const target = { id: 10, applicantId: 1, approval: "approval" };

describe("viewerRoleOf", () => {
  it("tells owner, colleague, host and participant apart", () => {
    expect(viewerRoleOf({ actor: actor(1), isManager: false }, target)).toBe("owner");
    expect(
      viewerRoleOf(
        {
          actor: actor(2),
          isManager: false,
          membership: { application: { id: 10, approval: "approval" }, role: "colleague" },
        },
        target,
      ),
    ).toBe("colleague");
    expect(viewerRoleOf({ actor: actor(3), isManager: true }, target)).toBe("host");
    expect(
      viewerRoleOf(
        {
          actor: actor(4),
          isManager: false,
          membership: { application: { id: 11, approval: "approval" }, role: "owner" },
        },
        target,
      ),
    ).toBe("participant");
  });

  it("refuses waiting participants, outsiders, and everyone on another company's waiting application", () => {
    const waiting = { application: { id: 11, approval: "waiting" }, role: "owner" as const };
    expect(viewerRoleOf({ actor: actor(4), isManager: false, membership: waiting }, target)).toBeUndefined();
    expect(viewerRoleOf({ actor: actor(5), isManager: false }, target)).toBeUndefined();
    const approved = { application: { id: 11, approval: "approval" }, role: "owner" as const };
    expect(
      viewerRoleOf(
        { actor: actor(4), isManager: false, membership: approved },
        { ...target, approval: "waiting" },
      ),
    ).toBeUndefined();
  });

  it("keeps secrets from other participants only", () => {
    expect(seesPrivateFields("participant")).toBe(false);
    expect(seesPrivateFields("colleague")).toBe(true);
  });
});

describe("application and colleague rules", () => {
  it("lets the owner withdraw only while waiting, the host always", () => {
    expect(canDeleteApplication("owner", "waiting")).toBe(true);
    expect(canDeleteApplication("owner", "approval")).toBe(false);
    expect(canDeleteApplication("colleague", "waiting")).toBe(false);
    expect(canDeleteApplication("host", "approval")).toBe(true);
  });

  it("invites and reads invitations as the main applicant (and the host reads)", () => {
    expect(canInvite("owner")).toBe(true);
    expect(canInvite("colleague")).toBe(false);
    expect(canInvite("host")).toBe(false);
    expect(canReadInvites("host")).toBe(true);
    expect(canReadInvites("participant")).toBe(false);
  });

  it("lets a colleague delete co-managers but never a record of the first applicant", () => {
    const application = { applicantId: 1 };
    expect(canDeleteManager("colleague", { userId: 7 }, application)).toBe(true);
    expect(canDeleteManager("colleague", { userId: null }, application)).toBe(true);
    expect(canDeleteManager("colleague", { userId: 1 }, application)).toBe(false);
    expect(canDeleteManager("owner", { userId: 1 }, application)).toBe(true);
    expect(canDeleteManager("participant", { userId: 7 }, application)).toBe(false);
  });
});
