import { Container, Tab, Tabs, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink, useLocation } from "react-router";

const TABS = ["info", "password", "likes", "approvedEvents"] as const;

export default function MyPageLayout() {
  const { t } = useTranslation();
  const current = useLocation().pathname.split("/")[2] ?? "info";
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {t("mypage.title")}
      </Typography>
      <Tabs
        value={TABS.includes(current as never) ? current : false}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3 }}
        aria-label={t("mypage.title")}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`mypage.${tab}`)}
            component={RouterLink}
            to={`/mypage/${tab}`}
          />
        ))}
      </Tabs>
      <Outlet />
    </Container>
  );
}
