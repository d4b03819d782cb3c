import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useDeleteSubEvent, useHostSubEvents } from "../../api/host";
import { localized } from "../../lib/format";
import { toastError } from "../../lib/toast";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { Loading } from "../common/states";
import { SubEventToolLinks } from "./ToolLinks";

/** The event's sub-events with their console actions. */
export function SubEventList({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const { data: subEvents, isLoading } = useHostSubEvents(eventId);
  const remove = useDeleteSubEvent();
  const [deleting, setDeleting] = useState<number>();
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 1, flexWrap: "wrap" }}
      >
        <Typography variant="h6" component="h2">
          {t("hostUi.subEvents")}
        </Typography>
        <Button variant="contained" component={RouterLink} to={`/host/events/${eventId}/subEvents/new`}>
          {t("hostUi.addSubEvent")}
        </Button>
      </Stack>
      {isLoading && <Loading />}
      {subEvents?.length === 0 && <Typography color="text.secondary">{t("hostUi.noSubEvents")}</Typography>}
      <Stack sx={{ gap: 1.5 }}>
        {subEvents?.map((s) => (
          <Box key={s.id} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {localized(i18n.language as "ko", s.name, s.nameEn) || `#${s.id}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`subEventCategory.${s.category}`)} · {s.subEventStartDate} ~ {s.subEventEndDate}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: "wrap" }}>
              <Button
                size="small"
                variant="contained"
                component={RouterLink}
                to={`/host/subEvents/${s.id}/applicants`}
              >
                {t("hostUi.reviewApplicants")}
              </Button>
              <Button size="small" variant="outlined" component={RouterLink} to={`/host/subEvents/${s.id}`}>
                {t("hostUi.settingsAndForms")}
              </Button>
              {s.matching === "Y" && (
                <Button
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={`/host/subEvents/${s.id}/meetings`}
                >
                  {t("hostMeetings.open")}
                </Button>
              )}
              <SubEventToolLinks subEvent={s} />
              <Button size="small" color="inherit" onClick={() => setDeleting(s.id)}>
                {t("common.delete")}
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={deleting !== undefined}
        message={t("hostUi.confirmDeleteSubEvent")}
        confirmLabel={t("common.delete")}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          remove
            .mutateAsync(deleting!)
            .then(() => setDeleting(undefined))
            .catch(toastError)
        }
      />
    </Paper>
  );
}
