import { useQueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import { useCallback, useEffect, useState } from "react";
import { postArrival, postRunningLate } from "../../../shared/contract";
import { useSession } from "../../api/account";
import { ApiError, callApi } from "../../api/client";
import { toast } from "../../lib/toast";
import { onBackOnline } from "../../pwa/online";
import { dayKeys } from "./api";
import { savedOffset } from "./clock";
import { type DayAction, DayQueue, type QueuedAction } from "./queue";

let opened: Promise<DayQueue> | undefined;
const store = () => {
  opened ??= DayQueue.open();
  return opened;
};

/** One queued action to the server: a refusal (4xx) is final, anything else (no network, 5xx) is tried again. */
async function send(action: QueuedAction): Promise<"sent" | "refused"> {
  try {
    if (action.kind === "arrival")
      await callApi(postArrival, {
        params: { meetingId: action.meetingId },
        body: { tappedAt: action.tappedAt },
      });
    else
      await callApi(postRunningLate, {
        params: { meetingId: action.meetingId },
        body: { minutes: action.minutes },
      });
    return "sent";
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      toast(error.detail || i18n.t("day.queue.refused"));
      return "refused";
    }
    throw error;
  }
}

/**
 * "We are here" and "running late", online or not: each tap is kept on the phone first and sent at once when
 * there is a network, else when it comes back (web/features/day/queue.ts). `pending` lists what waits, so the
 * card can say "queued, will be sent".
 */
export function useDayQueue() {
  const { userId } = useSession();
  const client = useQueryClient();
  const [pending, setPending] = useState<QueuedAction[]>([]);

  const flush = useCallback(async () => {
    if (!userId) return;
    const queue = await store();
    if (navigator.onLine) {
      const { sent, refused } = await queue.flush(userId, send);
      if (sent.length + refused.length > 0) void client.invalidateQueries({ queryKey: dayKeys.all });
    }
    setPending(await queue.pending(userId));
  }, [userId, client]);

  useEffect(() => {
    void flush().catch(() => undefined);
    return onBackOnline(() => void flush().catch(() => undefined));
  }, [flush]);

  const take = useCallback(
    async (action: DayAction) => {
      if (!userId) return;
      const queue = await store();
      // the tap on the server's clock (web/features/day/clock.ts): the server keeps it as the arrival time
      await queue.enqueue(userId, action, new Date(Date.now() + savedOffset()));
      setPending(await queue.pending(userId));
      await flush().catch(() => undefined);
    },
    [userId, flush],
  );

  return { pending, take };
}
