import i18n from "i18next";
import { toast } from "../../lib/toast";

/** How long the copy confirmation stays (13.47). */
export const COPIED_MS = 2_000;

/** Copies a link and confirms it; answers whether it worked. */
export async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    toast(i18n.t("videoCall.host.copied"), "success");
    return true;
  } catch {
    return false;
  }
}
