import { useTranslation } from "react-i18next";
import { splitCategories } from "../../lib/format";

/** Category codes joined by "," to their labels (unknown codes as they are). */
export function useCategoryLabel() {
  const { t, i18n } = useTranslation();
  return (joined: string) =>
    splitCategories(joined)
      .map((code) => (i18n.exists(`category.${code}`) ? t(`category.${code}`) : code))
      .join(", ");
}

/** What hosts type for the two groups when they mean the standard names (these show in the viewer's language). */
const STANDARD_GROUP_NAMES = new Set([
  "seller",
  "sellers",
  "buyer",
  "buyers",
  "셀러",
  "바이어",
  "卖家",
  "买家",
]);

/**
 * A group's name as the viewer reads it: the host's own name for the group ("국내 기업"), or the interface's
 * word when the host left it empty or wrote a standard name (the demo's "Sellers" stayed English in Korean).
 */
export function groupName(custom: string, standard: string): string {
  const name = custom.trim();
  return name && !STANDARD_GROUP_NAMES.has(name.toLowerCase()) ? name : standard;
}

/** The type of a participant as a label: the sub-event's group names for sellers and buyers (see groupName). */
export function useTypeLabel(subEvent: { sgroupName: string; bgroupName: string }) {
  const { t } = useTranslation();
  return (type: string) =>
    type === "seller"
      ? groupName(subEvent.sgroupName, t("workspace.type.seller"))
      : type === "buyer"
        ? groupName(subEvent.bgroupName, t("workspace.type.buyer"))
        : t(`workspace.type.${type}`);
}
