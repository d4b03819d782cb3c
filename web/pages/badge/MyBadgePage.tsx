import { Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useMyBadge } from "../../features/badges/api";
import { MyBadgeCard } from "../../features/badges/MyBadgeCard";
import { LoadError, Loading } from "../../features/common/states";

/** /badge/{eventId}: the signed-in person's own badge of the event, ready to show on a phone. */
export default function MyBadgePage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const badge = useMyBadge(eventId);
  return (
    <Container maxWidth="sm" sx={{ py: 2 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, textAlign: "center" }}>
        {t("badges.mine.title")}
      </Typography>
      {badge.isLoading && <Loading label={t("badges.mine.loading")} />}
      {badge.isError && <LoadError error={badge.error} onRetry={() => badge.refetch()} />}
      {badge.data && <MyBadgeCard badge={badge.data} />}
    </Container>
  );
}
