import { Alert, Button, Container, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams, useSearchParams } from "react-router";
import type { TRoomToken } from "../../../shared/contract";
import { joinDirectRoom, useDirectLobby } from "../../api/video";
import { LanguageMenu } from "../../app/layout/LanguageMenu";
import { Loading } from "../../features/common/states";
import { CallFlow } from "../../features/video-call/CallFlow";
import { defaultVideoDeps, type VideoDeps } from "../../features/video-call/deps";
import { directNumber } from "../../features/video-call/layout";
import { useLeaveRoom } from "../../features/video-call/navigation";
import { localized } from "../../lib/format";

/** The direct room's join answer (13.36) as the call screen's token. */
async function directToken(roomId: string, name: string): Promise<TRoomToken> {
  const info = await joinDirectRoom(roomId, name);
  return {
    token: info.Attendee.JoinToken,
    identity: info.Attendee.AttendeeId,
    roomName: info.Meeting.MeetingId,
    eventType: "direct",
    type: "guest",
    role: "none",
    name: info.Attendee.Name,
    expiresAt: "",
    iceServers: info.iceServers,
  };
}

/**
 * /direct/{n} (lobby), /direct/{n}/device and /direct/{n}/meeting: an event's standing room that anyone with
 * the link enters by name, without an account (13.3, 13.37, 13.48). Without a language chosen on the device it
 * follows the browser's language (web/i18n/visitor.ts), and offers the language menu.
 */
export default function DirectRoomPage({ deps = defaultVideoDeps }: { deps?: VideoDeps }) {
  const { t, i18n } = useTranslation();
  const n = directNumber(useParams().n);
  const [search] = useSearchParams();
  const asked = Number(search.get("eventId")) || undefined;
  const lobby = useDirectLobby(n ?? 1, asked);
  const leave = useLeaveRoom();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [chosen, setChosen] = useState<number>();
  const [entered, setEntered] = useState(false);
  if (n === null) return <Navigate to="/" replace />;
  if (lobby.isLoading) return <Loading />;
  const open = (lobby.data ?? []).filter((r) => r.open);
  const room = open.find((r) => r.eventId === chosen) ?? open[0];
  const title = room ? room.title || t("videoCall.direct.title", { n }) : t("videoCall.direct.title", { n });
  if (entered && room)
    return (
      <CallFlow
        deps={deps}
        heading={title}
        intro={
          <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
            <LanguageMenu />
          </Stack>
        }
        actionLabel={t("videoCall.join")}
        getToken={() => directToken(`direct:${room.eventId}:${n}`, name.trim())}
        context={{
          title,
          venueZone: "Asia/Seoul",
          viewerZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          interpreterName: null,
          meetingId: null,
          applicationId: null,
          counterpartId: null,
        }}
        onExit={() => leave("home")}
      />
    );
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack
        direction="row"
        sx={{ gap: 1, alignItems: "flex-start", justifyContent: "space-between", mb: 1 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <LanguageMenu />
      </Stack>
      {!room ? (
        <Alert severity="info" role="status">
          {t("videoCall.direct.none")}
        </Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          sx={{ gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) {
              setError(t("video.enterName"));
              return;
            }
            setEntered(true);
          }}
        >
          <Typography color="text.secondary">{t("videoCall.direct.intro")}</Typography>
          {open.length > 1 && (
            <TextField
              select
              label={t("videoCall.direct.pick")}
              value={room.eventId}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {open.map((r) => (
                <MenuItem key={r.eventId} value={r.eventId}>
                  {localized(i18n.language as "ko", r.eventName, r.eventNameEn)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {open.length === 1 && (
            <Typography>{localized(i18n.language as "ko", room.eventName, room.eventNameEn)}</Typography>
          )}
          <TextField
            label={t("videoCall.direct.name")}
            value={name}
            onChange={(e) => {
              setName(e.target.value.slice(0, 60));
              setError("");
            }}
            error={Boolean(error)}
            helperText={error || " "}
            autoComplete="name"
            required
          />
          <Button type="submit" variant="contained">
            {t("videoCall.direct.next")}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
