/**
 * The meetings service, by responsibility: the party context and shared helpers, reads, participants' writes,
 * and the host's board, each in its own file (re-exported, so `import * as service` works).
 */
export { partyFor } from "./meetings.context.service";
export * from "./meetings.host.service";
export * from "./meetings.queries.service";
export * from "./meetings.writes.service";
