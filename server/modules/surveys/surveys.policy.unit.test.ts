import { describe, expect, it } from "vitest";
import { mayOnNote, type NoteRight, type NoteStanding, saverRoleOf } from "./surveys.policy";

const nobody: NoteStanding = { member: false, host: false, interpreter: false };
const rights: NoteRight[] = ["read", "write", "restore"];
const allowed = (standing: Partial<NoteStanding>) =>
  rights.filter((right) => mayOnNote({ ...nobody, ...standing }, right));

describe("who may do what with one side's counsel note", () => {
  it("members everything; the interpreter reads and writes but does not restore; the host reads", () => {
    expect(allowed({ member: true })).toEqual(["read", "write", "restore"]);
    expect(allowed({ interpreter: true })).toEqual(["read", "write"]);
    expect(allowed({ host: true })).toEqual(["read"]);
    expect(allowed({ host: true, interpreter: true })).toEqual(["read", "write"]);
    expect(allowed({})).toEqual([]);
  });
  it("records a member's save as the participant's even when they also interpret the meeting", () => {
    expect(saverRoleOf({ ...nobody, member: true, interpreter: true })).toBe("participant");
    expect(saverRoleOf({ ...nobody, interpreter: true })).toBe("interpreter");
  });
});
