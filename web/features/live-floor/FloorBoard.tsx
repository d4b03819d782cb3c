import { Box, ButtonBase, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TFloorPlace, TLiveFloor } from "../../../shared/contract";
import { STATE_LOOK } from "./floor-states";

function useLabel() {
  const { t } = useTranslation();
  return (p: TFloorPlace) => {
    const state = t(`liveFloor.state.${p.state}`);
    const who = p.meeting ? `, ${p.meeting.applicant.company} – ${p.meeting.acceptor.company}` : "";
    return `${p.name}: ${state}${who}`;
  };
}

const lookSx = (p: TFloorPlace, selected: boolean) => {
  const look = STATE_LOOK[p.state];
  return {
    bgcolor: look.bg,
    backgroundImage: look.pattern,
    color: look.fg,
    border: 2,
    borderColor: selected ? "#000" : look.border,
    outline: selected ? "3px solid #ffd600" : "none",
    "&:focus-visible": { outline: "3px solid", outlineColor: "#ffd600", outlineOffset: 2 },
  };
};

const COMPACT_FROM = 60;

/** The places on the floor plan at their pins (the unpinned ones as tiles below it), or all as tiles. */
export function FloorBoard({
  floor,
  selected,
  onSelect,
}: {
  floor: TLiveFloor;
  selected?: number;
  onSelect: (place: TFloorPlace) => void;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const plan = floor.plan;
  const pinned = plan ? floor.places.filter((p) => p.x !== null && p.y !== null) : [];
  const tiles = plan ? floor.places.filter((p) => p.x === null || p.y === null) : floor.places;
  // a crowded plan (a 300-table hall) shows dots: the name is in the tooltip and the accessible name
  const compact = pinned.length > COMPACT_FROM;
  return (
    <Box>
      {plan && (
        <Box
          sx={{
            position: "relative",
            width: "100%",
            aspectRatio: `${plan.width} / ${plan.height}`,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            overflow: "hidden",
            bgcolor: "grey.100",
          }}
        >
          <Box
            component="img"
            src={plan.image.filePath}
            alt={t("liveFloor.planAlt")}
            draggable={false}
            sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" }}
          />
          {pinned.map((p) => (
            <ButtonBase
              key={p.id}
              data-place={p.name}
              data-state={p.state}
              aria-label={label(p)}
              aria-pressed={p.id === selected}
              title={label(p)}
              onClick={() => onSelect(p)}
              sx={{
                position: "absolute",
                left: `${p.x! * 100}%`,
                top: `${p.y! * 100}%`,
                transform: "translate(-50%, -50%)",
                minWidth: compact ? 16 : 30,
                height: compact ? 16 : 26,
                px: compact ? 0 : 0.5,
                gap: 0.25,
                boxShadow: 1,
                zIndex: p.id === selected ? 3 : 1,
                ...lookSx(p, p.id === selected),
              }}
            >
              <Typography
                component="span"
                aria-hidden
                sx={{ fontSize: compact ? 9 : 11, fontWeight: 700, lineHeight: 1 }}
              >
                {compact ? STATE_LOOK[p.state].glyph : `${STATE_LOOK[p.state].glyph} ${p.name}`}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      )}
      {tiles.length > 0 && (
        <Box
          component="ul"
          aria-label={plan ? t("liveFloor.unpinned") : t("liveFloor.places")}
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            mt: plan ? 2 : 0,
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(104px, 1fr))",
            gap: 1,
          }}
        >
          {tiles.map((p) => (
            <li key={p.id}>
              <ButtonBase
                data-place={p.name}
                data-state={p.state}
                aria-label={label(p)}
                aria-pressed={p.id === selected}
                onClick={() => onSelect(p)}
                sx={{
                  width: "100%",
                  minHeight: 64,
                  borderRadius: 1,
                  p: 0.75,
                  display: "flex",
                  flexDirection: "column",
                  alignItems: "flex-start",
                  textAlign: "left",
                  ...lookSx(p, p.id === selected),
                }}
              >
                <Typography component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 14 }}>
                  {STATE_LOOK[p.state].glyph} {p.name}
                </Typography>
                <Typography component="span" aria-hidden sx={{ fontSize: 11 }}>
                  {t(`liveFloor.state.${p.state}`)}
                </Typography>
                {p.meeting && (
                  <Typography
                    component="span"
                    aria-hidden
                    sx={{
                      fontSize: 11,
                      opacity: 0.9,
                      overflow: "hidden",
                      textOverflow: "ellipsis",
                      width: "100%",
                    }}
                    noWrap
                  >
                    {p.meeting.applicant.company} – {p.meeting.acceptor.company}
                  </Typography>
                )}
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
