import { MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMeeting } from "../../../shared/contract";
import { type PlaceKind, placeLabel } from "../../../shared/meetings/places";
import { useMeetingPlaces, usePlace } from "../../api/host-meetings";
import { toast, toastError } from "../../lib/toast";

/**
 * The place of an on-site meeting on the host's board: a select that asks, when opened, which of the
 * sub-event's places are free at the meeting's time (only those are offered, and its current one).
 */
export function PlacePicker({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const free = useMeetingPlaces(meeting.id, open);
  const place = usePlace();
  const kindWord = (kind: PlaceKind) => t(`meetings.placeKind.${kind}`);
  const current = meeting.placeId ? { id: meeting.placeId, label: placeLabel(meeting, kindWord) } : undefined;
  const options = (free.data?.places ?? []).map((p) => ({
    id: p.id,
    label: `${placeLabel({ place: p.name, placeKind: p.kind, placeZone: p.zone }, kindWord)}${
      p.ownerName ? ` (${t("hostMeetings.placeOwned", { owner: p.ownerName })})` : ""
    }`,
  }));
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);
  return (
    <TextField
      select
      size="small"
      label={t("hostMeetings.place")}
      value={meeting.placeId ?? ""}
      disabled={place.isPending}
      slotProps={{
        select: {
          onOpen: () => setOpen(true),
          onClose: () => setOpen(false),
          renderValue: () => current?.label ?? t("hostMeetings.placeNone"),
          displayEmpty: true,
        },
      }}
      onChange={(e) => {
        const placeId = e.target.value === "" ? null : Number(e.target.value);
        const chosen = options.find((o) => o.id === placeId);
        place
          .mutateAsync({ meetingId: meeting.id, placeId })
          .then(() =>
            toast(
              t("hostMeetings.placeMoved", { place: chosen?.label ?? t("hostMeetings.placeNone") }),
              "success",
            ),
          )
          .catch(toastError);
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t("hostMeetings.placeNone")}</MenuItem>
      {free.isLoading && (
        <MenuItem disabled value="loading">
          {t("hostMeetings.placesLoading")}
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
