import { useEffect } from "react";
import type { TDayNotice } from "../../../shared/contract";
import { useSession } from "../../api/account";
import { useRealtimeEvent } from "../../api/realtime";
import { type ToastVariant, toast } from "../../lib/toast";
import { forgetPushOnLogout } from "./push-client";

/** How each kind of notice looks as a toast: what asks for action stands out. */
const VARIANT: Record<TDayNotice["kind"], ToastVariant> = {
  meetingSoon: "info",
  noShow: "warning",
  refillProposal: "info",
  refillRequest: "info",
  refilled: "success",
  late: "warning",
  venueReminder: "info",
};

/** The toast's text: the notice's title and body (both already in the user's language). */
export function noticeText(notice: Pick<TDayNotice, "title" | "body">): string {
  return notice.body ? `${notice.title} · ${notice.body}` : notice.title;
}

/**
 * The in-app side of the day's reminders, mounted once in the signed-in shell: every `dayNotice` the server
 * sends to this user (the same notices as the Web Push, and the only ones when push is refused) shows as a
 * toast; `onNotice` lets a screen react too (e.g. read Now / Next again). Also forgets the push subscription of
 * this browser on logout.
 */
export function useDayNotices(onNotice?: (notice: TDayNotice) => void): void {
  const { signedIn } = useSession();
  useEffect(() => forgetPushOnLogout(), []);
  useRealtimeEvent<TDayNotice>(
    "dayNotice",
    (notice) => {
      toast(noticeText(notice), VARIANT[notice.kind] ?? "info");
      onNotice?.(notice);
    },
    signedIn,
  );
}
