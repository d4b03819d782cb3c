import type { TPresentationMessage } from "../../../../shared/video/presentation";
import { request } from "../../../lib/realtime";

/** The room's chat list with these messages in it (by id, deleted ones out, oldest first). */
export function mergeMessages(
  list: TPresentationMessage[],
  incoming: TPresentationMessage[],
): TPresentationMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].filter((m) => !m.deleted).sort((a, b) => a.id - b.id);
}

/**
 * Sends a chat message under one client id, again after a lost answer (the server stores it once per id), five
 * times with a growing pause: the stored message, or the server's refusal ("chatBlocked"), or "network".
 */
export async function sendMessage(
  text: string,
): Promise<{ message: TPresentationMessage } | { error: string }> {
  const clientId = crypto.randomUUID();
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await request<{ ok: true; message: TPresentationMessage } | { ok: false; error: string }>(
      "pres:chat",
      { text, clientId },
      8_000,
    ).catch(() => undefined);
    if (answer?.ok) return { message: answer.message };
    if (answer && !answer.ok) return { error: answer.error };
    await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
  }
  return { error: "network" };
}
