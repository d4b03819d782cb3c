import { Box, Button, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PRESENTATION_LIMITS } from "../../../../shared/video/presentation";
import type { RoomParticipant } from "../../video";

function AudienceTile({ person }: { person: RoomParticipant }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== (person.stream ?? null))
      ref.current.srcObject = person.stream ?? null;
  }, [person.stream]);
  return (
    <Box
      component="figure"
      aria-label={person.name}
      sx={{ m: 0, position: "relative", aspectRatio: "4 / 3", bgcolor: "grey.900", overflow: "hidden" }}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted
        style={{ width: "100%", height: "100%", objectFit: "cover" }}
      />
      <Typography
        component="figcaption"
        variant="caption"
        noWrap
        sx={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          px: 0.5,
          color: "common.white",
          bgcolor: "rgba(0,0,0,0.6)",
        }}
      >
        {person.name}
      </Typography>
    </Box>
  );
}

/** The presenters' 7 x 7 view of the audience (13.13): 49 tiles a page, paged beyond. */
export function MultiView({ audience }: { audience: RoomParticipant[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const size = PRESENTATION_LIMITS.multiView;
  const pages = Math.max(1, Math.ceil(audience.length / size));
  const current = Math.min(page, pages - 1);
  const shown = audience.slice(current * size, (current + 1) * size);
  return (
    <Box component="section" aria-label={t("presentation.multiView")} data-testid="multi-view" sx={{ p: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t("presentation.multiView")}
      </Typography>
      {audience.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("presentation.noAttendees")}
        </Typography>
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0.5 }}>
          {shown.map((p) => (
            <AudienceTile key={p.peerId} person={p} />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5 }}>
          <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t("presentation.previous")}
          </Button>
          <Typography variant="caption">{t("presentation.page", { page: current + 1, pages })}</Typography>
          <Button size="small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t("presentation.next")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
