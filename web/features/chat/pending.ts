import type { ChatTimeline } from "../../../shared/chat/timeline";
import type { TChatMessage } from "../../../shared/contract";
import { sendMessage } from "../../api/chat";
import { newClientId } from "./text";

/** A send of mine not yet shown as a stored message. */
export interface Pending {
  clientId: string;
  kind: "text" | "card";
  text: string;
  /** stored: the server has it, shown once the messages before it are in (a catch-up is on its way). */
  status: "sending" | "failed" | "stored";
}

// Per room and outside the drawer, so that a failed send is still there (with its retry) when it opens again.
const store = new Map<number, Pending[]>();

/**
 * My sends of a room: each keeps its client id through every retry, so the server stores it once however
 * often it is sent (a lost answer, a retry after a failure).
 */
export function usePending(
  roomId: number,
  timeline: ChatTimeline,
  changed: () => void,
  sync: () => Promise<void>,
  onError: (error: unknown) => void,
) {
  const list = () => store.get(roomId) ?? [];
  const update = (clientId: string, status: Pending["status"]) => {
    store.set(
      roomId,
      list().map((p) => (p.clientId === clientId ? { ...p, status } : p)),
    );
    changed();
  };

  async function attempt(p: Pending) {
    update(p.clientId, "sending");
    try {
      const stored = await sendMessage(roomId, { clientId: p.clientId, kind: p.kind, text: p.text });
      timeline.merge([stored]);
      update(p.clientId, "stored");
      if (stored.seq > timeline.synced) void sync();
    } catch (error) {
      update(p.clientId, "failed");
      onError(error);
    }
  }

  return {
    send(kind: "text" | "card", text: string) {
      const p: Pending = { clientId: newClientId(), kind, text, status: "sending" };
      store.set(roomId, [...list(), p]);
      void attempt(p);
    },
    retry(clientId: string) {
      const p = list().find((x) => x.clientId === clientId);
      if (p && p.status === "failed") void attempt(p);
    },
    discard(clientId: string) {
      store.set(
        roomId,
        list().filter((p) => p.clientId !== clientId),
      );
      changed();
    },
    /** The sends still to show after the stored messages shown (those shown are forgotten). */
    visible(shown: readonly TChatMessage[]): Pending[] {
      const ids = new Set(shown.map((m) => m.clientId));
      const rest = list().filter((p) => !ids.has(p.clientId));
      if (rest.length !== list().length) store.set(roomId, rest);
      return rest;
    },
  };
}
