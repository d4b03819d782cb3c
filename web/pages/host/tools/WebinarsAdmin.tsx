import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { THostWebinar, TSubEvent } from "../../../../shared/contract";
import { presentationOpenAt } from "../../../../shared/video/presentation";
import { usePresentationPresence } from "../../../api/presentation";
import { useDeleteWebinar, useHostWebinars } from "../../../api/webinars";
import { ConfirmDialog } from "../../../features/common/ConfirmDialog";
import { Empty, LoadError, Loading } from "../../../features/common/states";
import { RoomPresence } from "../../../features/video-call/presentation/RoomPresence";
import { ZonedTime } from "../../../features/webinars/ZonedTime";
import { toastError } from "../../../lib/toast";
import { WebinarEditor } from "./WebinarEditor";

/** The host's webinars of a presentation sub-event: list, add, edit, delete. */
export default function WebinarsAdmin({ subEvent }: { subEvent: TSubEvent }) {
  const { t } = useTranslation();
  const list = useHostWebinars(subEvent.id);
  const remove = useDeleteWebinar();
  const presence = usePresentationPresence(subEvent.id);
  const openNow = (w: THostWebinar) =>
    presentationOpenAt(Date.parse(w.startDate), Date.parse(w.endDate), Date.now());
  const [editing, setEditing] = useState<THostWebinar | "new">();
  const [deleting, setDeleting] = useState<THostWebinar>();
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 1 }}>
        <Typography component="h2" variant="h5">
          {t("hostTools.webinars")}
        </Typography>
        <Button variant="contained" onClick={() => setEditing("new")}>
          {t("hostTools.addWebinar")}
        </Button>
      </Stack>
      {list.isLoading && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && <Empty>{t("webinar.none")}</Empty>}
      <Stack sx={{ gap: 1.5 }}>
        {list.data?.map((w) => (
          <Paper key={w.id} variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{w.title}</Typography>
            <ZonedTime start={w.startDate} end={w.endDate} venueZone={w.timeZone} variant="body2" />
            <Typography variant="body2" color="text.secondary">
              {w.presenters.map((p) => p.companyName).join(", ") || t("hostTools.noPresenter")} ·{" "}
              {w.zoomLink ? t("webinar.linkReady") : t("webinar.preparing")} ·{" "}
              {t("webinar.count", { count: w.questionCount })}
            </Typography>
            <RoomPresence presence={presence.data?.find((p) => p.webinarId === w.id)} open={openNow(w)} />
            <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
              <Button size="small" variant="outlined" onClick={() => setEditing(w)}>
                {t("common.edit")}
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(w)}>
                {t("common.delete")}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {editing && (
        <WebinarEditor
          subEvent={subEvent}
          webinar={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        message={t("hostTools.confirmDeleteWebinar", { title: deleting?.title ?? "" })}
        confirmLabel={t("common.delete")}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          remove.mutate(deleting!.id, { onSuccess: () => setDeleting(undefined), onError: toastError })
        }
      />
    </Box>
  );
}
