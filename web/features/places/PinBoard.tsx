import { Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPlace, TPlaces } from "../../../shared/contract";
import { clampFraction } from "./place-input";

type Pin = { x: number; y: number } | null;

/**
 * The floor plan with the places' pins. The chosen place's pin follows a click or a drag on the plan (saved when
 * dropped), the arrow keys while the plan has focus (Shift: bigger steps; Enter saves), or typed x/y.
 */
export function PinBoard({
  plan,
  places,
  selected,
  onSelect,
  onSave,
  busy,
}: {
  plan: NonNullable<TPlaces["floorMap"]["plan"]>;
  places: TPlace[];
  selected?: TPlace;
  onSelect: (placeId: number) => void;
  onSave: (place: TPlace, pin: Pin) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<{ placeId: number; pin: Pin }>();
  const dragging = useRef(false);
  const pin: Pin =
    selected && draft?.placeId === selected.id
      ? draft.pin
      : selected && selected.x !== null && selected.y !== null
        ? { x: selected.x, y: selected.y }
        : null;
  const setPin = (next: Pin) => selected && setDraft({ placeId: selected.id, pin: next });
  const fromPointer = (e: PointerEvent<HTMLDivElement>): Pin => {
    const rect = box.current!.getBoundingClientRect();
    return {
      x: clampFraction((e.clientX - rect.left) / rect.width),
      y: clampFraction((e.clientY - rect.top) / rect.height),
    };
  };
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (!selected || busy) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    setPin(fromPointer(e));
  };
  const move = (e: PointerEvent<HTMLDivElement>) => dragging.current && setPin(fromPointer(e));
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || !selected) return;
    dragging.current = false;
    onSave(selected, fromPointer(e));
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!selected) return;
    const step = e.shiftKey ? 0.05 : 0.01;
    const start = pin ?? { x: 0.5, y: 0.5 };
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[e.key];
    if (delta) {
      e.preventDefault();
      setPin({ x: clampFraction(start.x + delta[0]), y: clampFraction(start.y + delta[1]) });
    } else if (e.key === "Enter") {
      e.preventDefault();
      onSave(selected, pin);
    }
  };
  const typed = (axis: "x" | "y", value: string) => {
    const other = pin ?? { x: 0.5, y: 0.5 };
    setPin(value === "" ? null : { ...other, [axis]: clampFraction(Number(value)) });
  };
  const pinned = places.filter((p) => p.x !== null && p.y !== null && p.id !== selected?.id);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t("placesUi.pin.hint")}
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ gap: 1.5, alignItems: { sm: "center" }, flexWrap: "wrap" }}
      >
        <TextField
          select
          size="small"
          label={t("placesUi.pin.select")}
          value={selected?.id ?? ""}
          onChange={(e) => onSelect(Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          {places.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {(["x", "y"] as const).map((axis) => (
          <TextField
            key={axis}
            type="number"
            size="small"
            disabled={!selected}
            label={t(`placesUi.field.${axis}`)}
            value={pin?.[axis] ?? ""}
            slotProps={{ htmlInput: { min: 0, max: 1, step: 0.01, "data-axis": axis } }}
            onChange={(e) => typed(axis, e.target.value)}
            sx={{ width: { xs: "100%", sm: 120 } }}
          />
        ))}
        <Button
          variant="contained"
          disabled={!selected || busy}
          onClick={() => selected && onSave(selected, pin)}
        >
          {t("placesUi.pin.save")}
        </Button>
        <Button
          disabled={!selected || busy || pin === null}
          onClick={() => selected && onSave(selected, null)}
        >
          {t("placesUi.pin.clear")}
        </Button>
      </Stack>
      <Box
        ref={box}
        tabIndex={0}
        role="group"
        aria-label={
          selected
            ? t("placesUi.pin.plan", { name: selected.name, x: pin?.x ?? "-", y: pin?.y ?? "-" })
            : t("placesUi.pin.none")
        }
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onKeyDown={key}
        data-testid="pin-board"
        sx={{
          position: "relative",
          width: "100%",
          maxWidth: 960,
          aspectRatio: `${plan.width} / ${plan.height}`,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          overflow: "hidden",
          bgcolor: "grey.100",
          touchAction: selected ? "none" : "auto",
          cursor: selected ? "crosshair" : "default",
          "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
        }}
      >
        <Box
          component="img"
          src={plan.image.filePath}
          alt=""
          draggable={false}
          sx={{
            position: "absolute",
            inset: 0,
            width: "100%",
            height: "100%",
            objectFit: "contain",
            userSelect: "none",
          }}
        />
        {pinned.map((p) => (
          <Marker key={p.id} label={p.name} x={p.x!} y={p.y!} />
        ))}
        {selected && pin && <Marker label={selected.name} x={pin.x} y={pin.y} active />}
      </Box>
    </Stack>
  );
}

function Marker({ label, x, y, active }: { label: string; x: number; y: number; active?: boolean }) {
  return (
    <Box
      aria-hidden
      data-pin={label}
      sx={{
        position: "absolute",
        left: `${x * 100}%`,
        top: `${y * 100}%`,
        transform: "translate(-50%, -50%)",
        px: 0.5,
        borderRadius: 1,
        border: 2,
        borderColor: active ? "error.dark" : "primary.dark",
        bgcolor: active ? "error.main" : "primary.main",
        color: "common.white",
        fontSize: 11,
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: "nowrap",
        pointerEvents: "none",
        zIndex: active ? 3 : 1,
        boxShadow: active ? 4 : 1,
      }}
    >
      {label}
    </Box>
  );
}
