import CloseIcon from "@mui/icons-material/Close";
import { Box, IconButton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A side panel of the call (chat, note, devices): beside the stage on wide screens, over it on phones. */
export function SidePanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      role="region"
      aria-labelledby="call-panel-title"
      sx={{
        width: { xs: "100%", md: 360 },
        position: { xs: "absolute", md: "static" },
        inset: { xs: 0, md: "auto" },
        zIndex: 3,
        bgcolor: "background.paper",
        borderStyle: "solid",
        borderColor: "divider",
        borderWidth: 0,
        borderLeftWidth: { md: 1 },
        display: "flex",
        flexDirection: "column",
        minHeight: 0,
      }}
    >
      <Box
        sx={{ display: "flex", alignItems: "center", px: 2, py: 1, borderBottom: 1, borderColor: "divider" }}
      >
        <Typography
          id="call-panel-title"
          component="h2"
          variant="subtitle1"
          sx={{ flex: 1, fontWeight: 700 }}
        >
          {title}
        </Typography>
        <IconButton aria-label={t("videoCall.closePanel")} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto", display: "flex", flexDirection: "column" }}>
        {children}
      </Box>
    </Box>
  );
}
