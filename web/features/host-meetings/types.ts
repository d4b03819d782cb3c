import type { useBoard, useStats } from "../../api/host-meetings";

/** One row of the organizer's meeting board (a slot with its meetings and unavailable marks). */
export type BoardSlot = NonNullable<ReturnType<typeof useBoard>["data"]>["slots"][number];
/** The meeting figures of a sub-event: per-day counts and companies without a meeting. */
export type MeetingStats = NonNullable<ReturnType<typeof useStats>["data"]>;
