import { Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The menu of one day column: mark or unmark the whole day unavailable. */
export function DayBulkMenu({
  dayMenu,
  onClose,
  onBulk,
}: {
  dayMenu: { anchor: HTMLElement; date: string } | undefined;
  onClose: () => void;
  onBulk: (on: boolean, date: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={dayMenu?.anchor} open={Boolean(dayMenu)} onClose={onClose}>
      <MenuItem
        onClick={() => {
          if (dayMenu) onBulk(true, dayMenu.date);
          onClose();
        }}
      >
        {t("meetings.markDay")}
      </MenuItem>
      <MenuItem
        onClick={() => {
          if (dayMenu) onBulk(false, dayMenu.date);
          onClose();
        }}
      >
        {t("meetings.unmarkDay")}
      </MenuItem>
    </Menu>
  );
}
