import CloudDoneIcon from "@mui/icons-material/CloudDone";
import CloudOffIcon from "@mui/icons-material/CloudOff";
import { Alert, Box, Button, Chip, Divider, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useCheckinSetup } from "../../features/checkin/api";
import { CameraPanel } from "../../features/checkin/CameraPanel";
import { CheckinSearch } from "../../features/checkin/CheckinSearch";
import { CountPanel } from "../../features/checkin/CountPanel";
import { RecentList } from "../../features/checkin/RecentList";
import { ResultCard } from "../../features/checkin/ResultCard";
import { useCheckin } from "../../features/checkin/useCheckin";
import { LoadError, Loading } from "../../features/common/states";

/**
 * /host/events/{eventId}/checkin: the staff screen, phone-first for one hand. The host and the helpers the
 * host named open it; the camera reads badges continuously, the search is the fallback, and scans made
 * without a network wait on the device until it is back (docs/checkin.md).
 */
export default function CheckinPage() {
  const eventId = Number(useParams().eventId);
  const setup = useCheckinSetup(eventId);
  if (setup.isLoading) return <Loading />;
  if (setup.isError || !setup.data) return <LoadError error={setup.error} onRetry={() => setup.refetch()} />;
  return <CheckinScreen setup={setup.data} />;
}

type Setup = NonNullable<ReturnType<typeof useCheckinSetup>["data"]>;

function CheckinScreen({ setup }: { setup: Setup }) {
  const { t } = useTranslation();
  const storageKey = `checkin-place-${setup.eventId}`;
  const [place, setPlace] = useState(() => {
    const saved = localStorage.getItem(storageKey);
    return setup.places.some((p) => p.key === saved) ? saved! : "entrance";
  });
  const state = useCheckin(setup.eventId, place);
  const choose = (key: string) => {
    setPlace(key);
    localStorage.setItem(storageKey, key);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: "auto" }}>
      <Box>
        <Typography component="h1" variant="h5">
          {t("checkin.title")}
        </Typography>
        <Typography color="text.secondary">{setup.eventName}</Typography>
        {setup.floors.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
            {setup.floors.map((f) => (
              <Button
                key={f.subEventId}
                size="small"
                variant="outlined"
                component={RouterLink}
                to={`/host/subEvents/${f.subEventId}/floor`}
              >
                {t("liveFloor.linkOf", { name: f.name })}
              </Button>
            ))}
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Chip
          icon={state.online ? <CloudDoneIcon /> : <CloudOffIcon />}
          color={state.online ? "success" : "warning"}
          label={state.pending > 0 ? t("checkin.queued", { count: state.pending }) : t("checkin.sent")}
          data-testid="checkin-queue"
          role="status"
        />
        <Typography variant="body2" color="text.secondary">
          {state.ready ? t("checkin.roster", { count: state.roster.length }) : t("checkin.rosterLoading")}
        </Typography>
      </Stack>
      {!state.online && <Alert severity="warning">{t("checkin.offline")}</Alert>}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" },
        }}
      >
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={t("checkin.where")}
            value={place}
            onChange={(e) => choose(e.target.value)}
          >
            {setup.places.map((p) => (
              <MenuItem key={p.key} value={p.key}>
                {p.key === "entrance" ? t("checkin.entrance") : p.label}
              </MenuItem>
            ))}
          </TextField>
          <ResultCard view={state.view} />
          <CameraPanel onCode={(code) => void state.scan({ code })} />
          <CheckinSearch roster={state.roster} onPick={(badgeId) => void state.scan({ badgeId })} />
          {state.refusals.length > 0 && (
            <Alert severity="error">
              <Typography variant="subtitle2">{t("checkin.refused")}</Typography>
              {state.refusals.map((r) => (
                <Stack key={r.clientId} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {r.name || "—"} · {t(`checkin.outcome.${r.outcome}`, { time: "", by: "" })}
                  </Typography>
                  <Button size="small" onClick={() => void state.dismiss(r.clientId)}>
                    {t("checkin.dismiss")}
                  </Button>
                </Stack>
              ))}
            </Alert>
          )}
        </Stack>
        <Stack spacing={2}>
          <CountPanel eventId={setup.eventId} place={place} />
          <Divider />
          <RecentList eventId={setup.eventId} live={state.live} canUndo={setup.isManager} />
        </Stack>
      </Box>
    </Stack>
  );
}
