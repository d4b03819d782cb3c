import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import type { TPlace } from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { ConfirmDialog } from "../../features/common/ConfirmDialog";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useDeletePlace, usePlaces, usePlacesFromBooths, useSavePlace } from "../../features/places/api";
import { BulkTablesForm } from "../../features/places/BulkTablesForm";
import { ModeToggle } from "../../features/places/ModeToggle";
import { PinBoard } from "../../features/places/PinBoard";
import { PlaceDialog } from "../../features/places/PlaceDialog";
import { PlaceList } from "../../features/places/PlaceList";
import { inputOf } from "../../features/places/place-input";
import { SheetButtons } from "../../features/places/SheetButtons";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

/** /host/subEvents/:subEventId/places: the host defines where on-site meetings happen. */
export default function PlacesPage() {
  const { t } = useTranslation();
  const subEventId = Number(useParams().subEventId);
  const subEvent = useSubEvent(subEventId);
  const list = usePlaces(subEventId);
  const save = useSavePlace(subEventId);
  const remove = useDeletePlace(subEventId);
  const fromBooths = usePlacesFromBooths(subEventId);
  const [editing, setEditing] = useState<{ place?: TPlace }>();
  const [deleting, setDeleting] = useState<TPlace>();
  const [pinning, setPinning] = useState<number>();
  const places = list.data?.places ?? [];
  const selected = places.find((p) => p.id === pinning);
  const name = subEvent.data ? localized(currentLanguage(), subEvent.data.name, subEvent.data.nameEn) : "";

  const patch = (place: TPlace, change: Partial<TPlace>) =>
    save.mutate(
      { id: place.id, body: inputOf(place, change) },
      { onSuccess: () => toast(t("placesUi.saved"), "success"), onError: toastError },
    );
  const boothPlaces = () =>
    fromBooths.mutate(undefined, {
      onSuccess: (r) => {
        toast(t("placesUi.fromBoothsDone", { count: r.created }), "success");
        if (r.skipped.length) toast(t("placesUi.fromBoothsSkipped", { names: r.skipped.join(", ") }), "info");
      },
      onError: toastError,
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast(t("placesUi.deleted"), "success"),
      onError: toastError,
      onSettled: () => setDeleting(undefined),
    });
  };
  const pinAt = (id: number) => {
    setPinning(id);
    document.getElementById("places-pins")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Button component={RouterLink} to={`/host/subEvents/${subEventId}`} size="small">
          ← {name || t("common.back")}
        </Button>
        <Typography component="h1" variant="h4">
          {t("placesUi.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t("placesUi.intro")}
        </Typography>
      </Box>
      {list.isLoading ? (
        <Loading />
      ) : list.isError || !list.data ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ModeToggle subEventId={subEventId} mode={list.data.mode} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <BulkTablesForm subEventId={subEventId} />
          </Paper>
          <Box component="section" id="places-pins" aria-labelledby="places-pins-title">
            <Typography id="places-pins-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t("placesUi.pin.title")}
            </Typography>
            {list.data.floorMap.plan ? (
              <PinBoard
                plan={list.data.floorMap.plan}
                places={places}
                selected={selected}
                onSelect={setPinning}
                busy={save.isPending}
                onSave={(place, pin) => patch(place, { x: pin?.x ?? null, y: pin?.y ?? null })}
              />
            ) : (
              <Empty>{t("placesUi.pin.noPlan")}</Empty>
            )}
          </Box>
          <Box component="section" aria-labelledby="places-list-title">
            <Stack
              direction={{ xs: "column", md: "row" }}
              sx={{ justifyContent: "space-between", alignItems: { md: "center" }, gap: 1.5, mb: 1.5 }}
            >
              <Box>
                <Typography id="places-list-title" component="h2" variant="h6">
                  {t("hostTools.places")}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t("placesUi.count", {
                    count: places.length,
                    active: places.filter((p) => p.active).length,
                  })}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
                  {t("placesUi.add")}
                </Button>
                {list.data.floorMap.booths.length > 0 && (
                  <Button variant="outlined" onClick={boothPlaces} disabled={fromBooths.isPending}>
                    {t("placesUi.fromBooths")}
                  </Button>
                )}
                <SheetButtons subEventId={subEventId} subEventName={name} places={places} />
              </Stack>
            </Stack>
            <Typography id="places-import-hint" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t("placesUi.importHint")}
            </Typography>
            {places.length === 0 ? (
              <Empty>{t("placesUi.empty")}</Empty>
            ) : (
              <PlaceList
                places={places}
                selected={pinning}
                busy={save.isPending}
                onEdit={(place) => setEditing({ place })}
                onPin={(place) => pinAt(place.id)}
                onDelete={setDeleting}
                onActive={(place, active) => patch(place, { active })}
              />
            )}
          </Box>
        </>
      )}
      {editing && (
        <PlaceDialog subEventId={subEventId} place={editing.place} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        message={t("placesUi.deleteConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={t("placesUi.delete")}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
