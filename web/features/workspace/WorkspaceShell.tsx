import MenuIcon from "@mui/icons-material/Menu";
import PersonIcon from "@mui/icons-material/Person";
import { Box, Button, Chip, Drawer, IconButton, Typography, useMediaQuery, useTheme } from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";
import { ChatShortcut } from "../chat/ChatShortcut";
import { useWorkspace } from "./context";
import { Sidebar } from "./Sidebar";

const SIDEBAR_WIDTH = 260;

/**
 * Top bar (event name and category label) and the sidebar: fixed from 1024 px, a drawer below. The
 * interpreter workspace passes its own sidebar and my-info path.
 */
export function WorkspaceShell({
  children,
  sidebar = (onNavigate) => <Sidebar onNavigate={onNavigate} />,
  myInfoPath,
}: {
  children: ReactNode;
  sidebar?: (onNavigate?: () => void) => ReactNode;
  myInfoPath?: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const [open, setOpen] = useState(false);
  const { subEvent, place } = useWorkspace();
  const eventName = localized(language, subEvent.mainEvent.name, subEvent.mainEvent.nameEn);
  const subEventName = localized(language, subEvent.name, subEvent.nameEn);
  const myInfo = myInfoPath ?? (place.application ? `/subEvent/${subEvent.id}/myInfo` : undefined);
  return (
    <Box>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: { xs: 1, md: 3 },
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
          bgcolor: "background.paper",
        }}
      >
        {!wide && (
          <IconButton aria-label={t("workspace.openMenu")} onClick={() => setOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="p"
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 700 }}
            data-testid="workspace-event"
          >
            {eventName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {subEventName}
          </Typography>
        </Box>
        <Chip
          label={t(`subEventCategory.${subEvent.category}`)}
          size="small"
          color="primary"
          variant="outlined"
        />
        {!wide && <ChatShortcut />}
        {myInfo &&
          (wide ? (
            <Button
              component={RouterLink}
              to={myInfo}
              startIcon={<PersonIcon />}
              size="small"
              sx={{ whiteSpace: "nowrap" }}
            >
              {t("workspace.nav.myInfo")}
            </Button>
          ) : (
            <IconButton component={RouterLink} to={myInfo} aria-label={t("workspace.nav.myInfo")}>
              <PersonIcon />
            </IconButton>
          ))}
      </Box>
      <Box sx={{ display: "flex", alignItems: "flex-start" }}>
        {wide ? (
          <Box
            component="aside"
            sx={{
              width: SIDEBAR_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: "divider",
              minHeight: "70vh",
            }}
          >
            {sidebar()}
          </Box>
        ) : (
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
          >
            {sidebar(() => setOpen(false))}
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>{children}</Box>
      </Box>
    </Box>
  );
}
