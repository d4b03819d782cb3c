import type { BrowserContext, Page } from "playwright-core";
import type { Mail } from "../server";

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
  url: string;
  mails: Mail[];
}

export interface Journey {
  name: string;
  /** The journey enters the demo lounge's meeting room, so it waits until that room is open (near midnight). */
  lounge?: true;
  run(ctx: JourneyContext): Promise<void>;
}

/** Fails with a readable message when the condition does not hold. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
