import { ButtonBase, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TSlotView } from "../../../shared/contract";
import { LABEL_STYLE } from "./labels";
import { TimeText } from "./TimeText";

/**
 * One slot of the schedule: a button (gridcell) with its time, label and counterpart. Only the grid's current
 * cell is in the tab order (`tabIndex` 0); arrow keys move between cells (useGridKeys).
 */
export function SlotCard({
  slot,
  venueZone,
  viewerZone,
  tabIndex,
  onOpen,
  onFocus,
}: {
  slot: TSlotView;
  venueZone: string;
  viewerZone: string;
  tabIndex: number;
  onOpen: (slot: TSlotView) => void;
  onFocus: (slot: TSlotView) => void;
}) {
  const { t } = useTranslation();
  const style = LABEL_STYLE[slot.label];
  const label = t(`meetings.label.${slot.label}`);
  const others = slot.waitingCount - 1;
  const counterpart =
    slot.counterpart && others > 0
      ? t("meetings.andMore", { name: slot.counterpart, count: others })
      : slot.counterpart;
  return (
    <ButtonBase
      role="gridcell"
      tabIndex={tabIndex}
      data-slot={slot.startsAt}
      onClick={() => onOpen(slot)}
      onFocus={() => onFocus(slot)}
      aria-label={t("meetings.slotAria", {
        date: slot.date,
        time: slot.startTime,
        label: counterpart ? `${label}, ${counterpart}` : label,
      })}
      sx={{
        display: "block",
        width: "100%",
        minWidth: 0,
        textAlign: "left",
        px: 0.75,
        py: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: style.border,
        bgcolor: style.bg,
        color: style.fg,
        opacity: slot.actionable || slot.label !== "empty" ? 1 : 0.7,
        "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 1 },
      }}
    >
      <TimeText slot={slot} venueZone={venueZone} viewerZone={viewerZone} compact />
      <Typography variant="caption" sx={{ display: "block", fontWeight: 700, overflowWrap: "anywhere" }}>
        {label}
        {slot.waitingCount > 1 ? ` (${slot.waitingCount})` : ""}
      </Typography>
      {counterpart && (
        <Typography variant="caption" sx={{ display: "block", overflowWrap: "anywhere" }}>
          {counterpart}
        </Typography>
      )}
    </ButtonBase>
  );
}
