import type { TFunction } from "i18next";
import { ApiError } from "../../api/client";

/**
 * What a failed read tells the user (spec 19.5): 403 "no access permission", 5xx and network failures
 * "cannot access" with a retry, any other status the server's reason in the interface's language.
 */
export function describeError(error: unknown, t: TFunction): { text: string; retry: boolean } {
  if (!(error instanceof ApiError)) return { text: t("common.cannotAccess"), retry: true };
  if (error.status >= 500) return { text: t("common.cannotAccess"), retry: true };
  if (error.status === 403) return { text: t("common.noAccess"), retry: false };
  if (error.status === 401) return { text: t("common.loginRequired"), retry: false };
  if (error.key && t(error.key, { defaultValue: "" })) return { text: t(error.key), retry: false };
  if (error.key && error.detail) return { text: error.detail, retry: false };
  if (error.status === 404) return { text: t("common.notFound"), retry: false };
  return { text: t("common.cannotAccess"), retry: error.status === 408 || error.status === 429 };
}
