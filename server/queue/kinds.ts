/** The heavy jobs of the queue: what a worker (or the `npm start` process) claims and runs. */
import { autoScheduleJob } from "../modules/auto-schedule/auto-schedule.job";
import { printQueueJob } from "../modules/printing/printing.service";
import type { JobKind } from "./executor";

export const heavyKinds: readonly JobKind<never>[] = [autoScheduleJob, printQueueJob];
