import type { TChatMessage } from "../contract/chat";

/**
 * A room's messages as a client holds them: keyed by sequence number, so a message received twice (live and
 * again in a catch-up read) is kept once, a later version (deleted) replaces the earlier, and the list is
 * always in room order whatever the arrival order.
 */
export class ChatTimeline {
  private readonly bySeq = new Map<number, TChatMessage>();
  private sorted: TChatMessage[] | null = [];

  /** The highest sequence number held. */
  maxSeq = 0;

  /**
   * Every message up to this sequence number is held (a catch-up read starts after it). Live messages move it
   * only while they follow on without a hole: across server processes two messages may arrive out of order,
   * and a connection may drop between them.
   */
  synced = 0;

  merge(messages: readonly TChatMessage[]): void {
    for (const m of messages) {
      // a deletion is final: an older copy read before it (a slow catch-up page) does not bring the text back
      if (this.bySeq.get(m.seq)?.deleted && !m.deleted) continue;
      this.bySeq.set(m.seq, m);
      if (m.seq > this.maxSeq) this.maxSeq = m.seq;
    }
    if (messages.length > 0) this.sorted = null;
    while (this.bySeq.has(this.synced + 1)) this.synced++;
  }

  /** The server answered every message up to `seq` (sequence numbers it did not return do not exist). */
  syncedTo(seq: number): void {
    if (seq > this.synced) this.synced = seq;
    while (this.bySeq.has(this.synced + 1)) this.synced++;
  }

  markDeleted(seq: number): void {
    const m = this.bySeq.get(seq);
    if (m && !m.deleted) {
      this.bySeq.set(seq, { ...m, deleted: true, text: "", card: null });
      this.sorted = null;
    }
  }

  get size(): number {
    return this.bySeq.size;
  }

  get lowestSeq(): number | undefined {
    return this.list()[0]?.seq;
  }

  list(): TChatMessage[] {
    this.sorted ??= [...this.bySeq.values()].sort((a, b) => a.seq - b.seq);
    return this.sorted;
  }
}

/**
 * Reads everything after the timeline's synced point, page by page, into the timeline. Called after every
 * (re)join of the room's live channel: what was sent while the client was away arrives here, what also
 * arrives live is merged once. `lastSeq` is the room's counter as the server read it before the page, so
 * every message up to it is committed. `from` (at most the synced point) reads again from earlier, so that
 * changes to messages already held (deleted meanwhile) arrive too.
 */
export async function catchUp(
  timeline: ChatTimeline,
  readAfter: (after: number, limit: number) => Promise<{ messages: TChatMessage[]; lastSeq: number }>,
  limit = 100,
  from?: number,
): Promise<void> {
  let after = Math.min(from ?? timeline.synced, timeline.synced);
  for (;;) {
    const page = await readAfter(after, limit);
    timeline.merge(page.messages);
    const last = page.messages.at(-1)?.seq ?? timeline.synced;
    if (page.messages.length < limit) {
      timeline.syncedTo(Math.max(last, page.lastSeq));
      return;
    }
    timeline.syncedTo(last);
    after = last;
  }
}
