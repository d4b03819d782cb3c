import CloseIcon from "@mui/icons-material/Close";
import { Drawer, IconButton, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TEventDetail } from "../../../shared/contract";
import { ApplyPanel } from "../../features/events/ApplyPanel";

/**
 * The apply panel as a slide-over under 1024 px. Its own chunk (Drawer and Modal), loaded when the Apply
 * button is first hovered, focused or pressed.
 */
export default function ApplyDrawer(props: { event: TEventDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 420 }, p: 2 } } }}
    >
      <Stack sx={{ justifyContent: "flex-end" }} direction="row">
        <IconButton aria-label={t("common.close")} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <ApplyPanel event={props.event} />
    </Drawer>
  );
}
