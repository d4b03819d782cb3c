import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TDayState } from "../../../shared/contract";

const COLOURS: Record<TDayState, "default" | "primary" | "success" | "warning" | "error" | "info"> = {
  upcoming: "default",
  waiting: "warning",
  running: "success",
  held: "info",
  noShow: "error",
  bothAbsent: "error",
  refilled: "info",
};

/** The meeting's state of the day (upcoming, waiting, running, held, no-show, both absent, refilled). */
export function StateChip({ state }: { state: TDayState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[state]} label={t(`day.state.${state}`)} data-state={state} />;
}
