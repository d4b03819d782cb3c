import { Box, Link, Paper, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { useSubEvent } from "../../api/events";
import { LanguageMenu } from "../../app/layout/LanguageMenu";
import { Logo } from "../../app/layout/TopBar";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";

/** The sub-event the visitor was heading to (from /subEvent/{id}/...), if any. */
export function useTargetSubEventId(): number | undefined {
  const from = (useLocation().state as { from?: string } | null)?.from ?? "";
  const match = /^\/(?:subEvent|interpreter)\/(\d+)/.exec(from);
  return match ? Number(match[1]) : undefined;
}

/** Frame of the /auth pages: no top bar; a ko/en language menu; logo unless the main event hides it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const subEventId = useTargetSubEventId();
  const { data: subEvent } = useSubEvent(subEventId);
  const main = subEvent?.mainEvent;
  const showLogo = !main || main.showLogo === "Y";
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default", display: "flex", flexDirection: "column" }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", px: 2, py: 1.5 }}>
        {showLogo ? (
          <Link component={RouterLink} to="/" underline="none" color="inherit" aria-label="Bizmeet home">
            <Logo />
          </Link>
        ) : (
          <span />
        )}
        <LanguageMenu languages={["ko", "en"]} />
      </Stack>
      <Box
        component="main"
        id="main"
        sx={{ flex: 1, display: "flex", justifyContent: "center", alignItems: { sm: "center" }, p: 2 }}
      >
        <Paper variant="outlined" sx={{ width: "100%", maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
          {main?.mainImageFile && (
            <Link component={RouterLink} to={`/event/detail/${main.id}`} sx={{ display: "block", mb: 2 }}>
              <Box
                component="img"
                src={main.mainImageFile.filePath}
                alt={localized(currentLanguage(), main.name, main.nameEn)}
                sx={{ width: "100%", borderRadius: 2, aspectRatio: "16/9", objectFit: "cover" }}
              />
            </Link>
          )}
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
