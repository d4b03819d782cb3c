import { AppBar, Box, Link, Toolbar } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { TodayLink } from "../../features/day/TodayLink";
import { AccountMenu } from "./AccountMenu";
import { ExploreMenu } from "./ExploreMenu";
import { LanguageMenu } from "./LanguageMenu";
import { SearchToggle } from "./SearchToggle";

export function Logo({ height = 28, compact = false }: { height?: number; compact?: boolean }) {
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", gap: 1, fontWeight: 800, fontSize: height * 0.7 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ height, width: height }} />
      <Box component="span" sx={{ display: { xs: compact ? "none" : "inline", sm: "inline" } }}>
        Bizmeet
      </Box>
    </Box>
  );
}

/** Logo, search toggle, language menu, the second (explore) menu and the account menu. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
        <Link href="#main" className="skip-link">
          {t("nav.skipToContent")}
        </Link>
        <Link component={RouterLink} to="/" underline="none" color="inherit" aria-label="Bizmeet home">
          <Logo compact />
        </Link>
        <Box sx={{ flex: 1 }} />
        <TodayLink />
        <SearchToggle />
        <Box sx={{ "& .lang-label": { display: { xs: "none", sm: "inline" } } }}>
          <LanguageMenu />
        </Box>
        <ExploreMenu />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
