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
