import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import { Box, Button, Divider, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { BADGE_ROLES } from "../../../shared/contract";
import { AddBadgeForm } from "../../features/badges/AddBadgeForm";
import { type BadgeQuery, useHostBadges } from "../../features/badges/api";
import { BadgeTable } from "../../features/badges/BadgeTable";
import { StaffPanel } from "../../features/checkin/StaffPanel";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";

const SIZE = 50;

/** /host/events/{eventId}/badges: the event's badges (search, filter, reissue, revoke, add) and its check-in staff. */
export default function BadgesPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const [query, setQuery] = useState<BadgeQuery>({ q: "", page: 0 });
  const badges = useHostBadges(eventId, query);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between" }}>
        <Typography component="h1" variant="h5">
          {t("badges.host.title")}
        </Typography>
        <Button
          component={RouterLink}
          to={`/host/events/${eventId}/checkin`}
          variant="contained"
          startIcon={<QrCodeScannerIcon />}
        >
          {t("badges.host.checkin")}
        </Button>
      </Stack>
      <AddBadgeForm eventId={eventId} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField
          size="small"
          type="search"
          label={t("badges.host.search")}
          value={query.q}
          onChange={(e) => setQuery({ ...query, q: e.target.value, page: 0 })}
          sx={{ flex: 1 }}
        />
        <TextField
          size="small"
          select
          label={t("badges.host.role")}
          value={query.role ?? ""}
          onChange={(e) =>
            setQuery({ ...query, role: (e.target.value || undefined) as BadgeQuery["role"], page: 0 })
          }
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t("badges.host.allRoles")}</MenuItem>
          {BADGE_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`badges.role.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {badges.isLoading && <Loading />}
      {badges.isError && <LoadError error={badges.error} onRetry={() => badges.refetch()} />}
      {badges.data && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("badges.host.total", { count: badges.data.total })}
          </Typography>
          {badges.data.items.length === 0 ? (
            <Empty>{t("badges.host.empty")}</Empty>
          ) : (
            <BadgeTable eventId={eventId} badges={badges.data.items} />
          )}
          <Pager
            page={query.page}
            totalPages={Math.ceil(badges.data.total / SIZE)}
            onChange={(page) => setQuery({ ...query, page })}
          />
        </Box>
      )}
      <Divider />
      <StaffPanel eventId={eventId} />
    </Stack>
  );
}
