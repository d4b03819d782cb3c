import type { Scenario } from "../scenario";
import { chatAcrossProcesses } from "./chat";
import { filesAcrossProcesses } from "./files";
import { gracefulShutdown, rollingRestart } from "./graceful";
import { losingAMachine } from "./kill";
import { mediaInBrowsers } from "./media";
import { noticesAcrossProcesses, revocationAcrossProcesses } from "./notices";
import { videoAcrossProcesses } from "./video";
import { webinarOverflow } from "./webinar";
import { workerScenarios } from "./worker";

/** The scenarios in the order they run (the revocation removes the demo's colleague: after the chat). */
export const scenarios: Scenario[] = [
  chatAcrossProcesses,
  noticesAcrossProcesses,
  filesAcrossProcesses,
  revocationAcrossProcesses,
  losingAMachine,
  videoAcrossProcesses,
  webinarOverflow,
  mediaInBrowsers,
  gracefulShutdown,
  rollingRestart,
  ...workerScenarios,
];
