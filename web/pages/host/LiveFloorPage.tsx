import { Box, Button, Container, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import type { TLiveFloor } from "../../../shared/contract";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useFloorLive, useLiveFloor } from "../../features/live-floor/api";
import { CountCards } from "../../features/live-floor/CountCards";
import { FloorBoard } from "../../features/live-floor/FloorBoard";
import { venueTime } from "../../features/live-floor/floor-states";
import { GraceField } from "../../features/live-floor/GraceField";
import { Legend } from "../../features/live-floor/Legend";
import { MeetingList } from "../../features/live-floor/MeetingList";
import { MeetingPanel, type PanelTarget } from "../../features/live-floor/MeetingPanel";
import { Ticker } from "../../features/live-floor/Ticker";

type Selection = { placeId: number } | { meetingId: number } | null;

/** What the side panel shows, read from the latest answer (so it follows live changes). */
function targetOf(floor: TLiveFloor, selection: Selection): PanelTarget | null {
  if (!selection) return null;
  if ("placeId" in selection) {
    const place = floor.places.find((p) => p.id === selection.placeId);
    return place ? { title: place.name, state: place.state, meeting: place.meeting } : null;
  }
  const meeting = [...floor.online, ...floor.unplaced].find((m) => m.id === selection.meetingId);
  return meeting
    ? { title: `${meeting.applicant.company} – ${meeting.acceptor.company}`, state: meeting.state, meeting }
    : null;
}

/** The organizer's live floor of a sub-event (/host/subEvents/:subEventId/floor). */
export default function LiveFloorPage() {
  const { t } = useTranslation();
  const subEventId = Number(useParams().subEventId);
  const [at, setAt] = useState("");
  const [zone, setZone] = useState("");
  const [selection, setSelection] = useState<Selection>(null);
  const floor = useLiveFloor(subEventId, at || undefined, zone || undefined);
  useFloorLive(subEventId);
  const placesLink = `/host/subEvents/${subEventId}/places`;
  const f = floor.data;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between" }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t("liveFloor.title")}
            </Typography>
            {f && (
              <Typography color="text.secondary" aria-live="polite">
                {[f.subEventName, f.date, t("liveFloor.asOf", { time: venueTime(f.asOf, f.timeZone) })]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
            )}
          </Box>
          {f?.canManage && (
            <Button
              component={RouterLink}
              to={placesLink}
              variant="outlined"
              sx={{ alignSelf: "flex-start" }}
            >
              {t("liveFloor.placesLink")}
            </Button>
          )}
        </Stack>
        {floor.isLoading && <Loading />}
        {floor.isError && !f && <LoadError error={floor.error} onRetry={() => void floor.refetch()} />}
        {f && (
          <>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1.5}
              sx={{ flexWrap: "wrap", rowGap: 1.5 }}
            >
              <TextField
                select
                size="small"
                label={t("liveFloor.time")}
                value={at}
                onChange={(e) => setAt(e.target.value)}
                sx={{ minWidth: 200 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                helperText={
                  f.slot
                    ? t("liveFloor.showing", { start: f.slot.startTime, end: f.slot.endTime })
                    : t("liveFloor.noSlot")
                }
              >
                <MenuItem value="">{t("liveFloor.now")}</MenuItem>
                {f.slots.map((s) => (
                  <MenuItem key={s.startsAt} value={s.startsAt}>
                    {s.startTime}–{s.endTime}
                  </MenuItem>
                ))}
              </TextField>
              {f.zones.some((z) => z !== "") && (
                <TextField
                  select
                  size="small"
                  label={t("liveFloor.zone")}
                  value={zone}
                  onChange={(e) => setZone(e.target.value)}
                  sx={{ minWidth: 160 }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t("liveFloor.allZones")}</MenuItem>
                  {f.zones.map((z) => (
                    <MenuItem key={z} value={z}>
                      {z || t("liveFloor.noZone")}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {f.canManage && <GraceField subEventId={subEventId} minutes={f.graceMinutes} />}
            </Stack>
            {floor.isError && <LoadError error={floor.error} onRetry={() => void floor.refetch()} />}
            <CountCards counts={f.counts} />
            <Box
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(320px, 1fr)" },
                gap: 2,
                alignItems: "start",
              }}
            >
              <Stack spacing={1.5}>
                {f.places.length === 0 ? (
                  <Empty>
                    {zone ? t("liveFloor.noPlacesInZone") : t("liveFloor.noPlaces")}{" "}
                    {!zone && f.canManage && (
                      <Button component={RouterLink} to={placesLink} size="small">
                        {t("liveFloor.placesLink")}
                      </Button>
                    )}
                  </Empty>
                ) : (
                  <FloorBoard
                    floor={f}
                    selected={selection && "placeId" in selection ? selection.placeId : undefined}
                    onSelect={(p) => setSelection({ placeId: p.id })}
                  />
                )}
                <Legend />
              </Stack>
              <Stack spacing={2}>
                <MeetingList
                  title={t("liveFloor.online")}
                  meetings={f.online}
                  onSelect={(m) => setSelection({ meetingId: m.id })}
                />
                {f.unplaced.length > 0 && (
                  <MeetingList
                    title={t("liveFloor.unplaced")}
                    meetings={f.unplaced}
                    onSelect={(m) => setSelection({ meetingId: m.id })}
                  />
                )}
                <Ticker ticks={f.ticker} timeZone={f.timeZone} />
              </Stack>
            </Box>
            <MeetingPanel
              subEventId={subEventId}
              target={targetOf(f, selection)}
              timeZone={f.timeZone}
              canManage={f.canManage}
              onClose={() => setSelection(null)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
