import { Box, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { THostInterpreter, TSubEvent } from "../../../../shared/contract";
import { useHostInterpreters, useRemoveInterpreter } from "../../../api/interpreters";
import { ConfirmDialog } from "../../../features/common/ConfirmDialog";
import { Empty, LoadError, Loading } from "../../../features/common/states";
import { InterpreterProfileChips } from "../../../features/meeting-languages/InterpreterProfileChips";
import { toastError } from "../../../lib/toast";
import { AddInterpreterForm } from "./AddInterpreterForm";
import { InterpreterCoverage } from "./InterpreterCoverage";

/** The host's interpreters of a sub-event: name them by e-mail, then assign them to meetings. */
export default function InterpretersAdmin({ subEvent }: { subEvent: TSubEvent }) {
  const { t } = useTranslation();
  const list = useHostInterpreters(subEvent.id);
  const remove = useRemoveInterpreter();
  const [removing, setRemoving] = useState<THostInterpreter>();
  return (
    <Stack sx={{ gap: 4 }}>
      <Box component="section" aria-labelledby="interp-list">
        <Typography id="interp-list" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t("hostTools.interpreters")}
        </Typography>
        <AddInterpreterForm subEventId={subEvent.id} />
        {list.isLoading && <Loading />}
        {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
        {list.data?.length === 0 && <Empty>{t("hostTools.noInterpreters")}</Empty>}
        <Stack sx={{ gap: 1, mt: 2 }} component="ul" style={{ padding: 0, margin: 0 }}>
          {list.data?.map((i) => (
            <Paper key={i.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: "none" }}>
              <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, justifyContent: "space-between" }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{i.name || i.email}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
                    {i.email}
                    {i.phoneNumber ? ` · ${i.phoneNumber}` : ""}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: "wrap" }}>
                    <Chip
                      size="small"
                      color={i.userId ? "success" : "warning"}
                      label={i.userId ? t("hostTools.registered") : t("hostTools.pending")}
                    />
                    {i.languages.map((code) => (
                      <Chip
                        key={code}
                        size="small"
                        variant="outlined"
                        label={t(`interpreterUi.language.${code}`)}
                      />
                    ))}
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t("interpreterUi.meetingCount", { count: i.meetingIds.length })}
                    />
                    <InterpreterProfileChips interpreter={i} />
                  </Stack>
                </Box>
                <Box>
                  <Button size="small" color="error" onClick={() => setRemoving(i)}>
                    {t("common.delete")}
                  </Button>
                </Box>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Box>
      <InterpreterCoverage subEventId={subEvent.id} interpreters={list.data ?? []} />
      <ConfirmDialog
        open={removing !== undefined}
        message={t("hostTools.confirmRemoveInterpreter", { email: removing?.email ?? "" })}
        confirmLabel={t("common.delete")}
        danger
        busy={remove.isPending}
        onClose={() => setRemoving(undefined)}
        onConfirm={() =>
          remove.mutate(removing!.id, { onSuccess: () => setRemoving(undefined), onError: toastError })
        }
      />
    </Stack>
  );
}
