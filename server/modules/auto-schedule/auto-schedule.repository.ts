/** The auto-schedule repository, by responsibility: run inputs, runs, a draft's review, and publishing. */
export * from "./auto-schedule.inputs.repository";
export * from "./auto-schedule.interpreters.repository";
export * from "./auto-schedule.publish.repository";
export * from "./auto-schedule.review.repository";
export * from "./auto-schedule.runs.repository";
