import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import HistoryIcon from "@mui/icons-material/History";
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { zoneCity } from "../../../shared/meetings/display";
import { useFormDefinition } from "../../api/applications";
import { useCounselHistory, useRestoreCounselVersion } from "../../api/surveys";
import { toast, toastError } from "../../lib/toast";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { Pager } from "../common/Pager";
import { Empty, LoadError, Loading } from "../common/states";
import { questionsOf } from "../forms/answer-state";
import { CounselVersionAnswers, savedLine } from "./CounselVersion";

interface NoteRef {
  subEventId: number;
  formId: number | null;
  meetingId: number;
  applicationId: number;
}

/** The "History" control of a counsel note: opens the list of its saved versions. */
export function CounselHistoryButton(props: NoteRef) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<HistoryIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("counselHistory.open")}
      </Button>
      <CounselHistoryDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Every saved version of the note, newest first (when, who, in which role); one version's answers read-only, and
 * for the note's owners (the server says so in `canRestore`) "Restore this version" after a confirmation.
 */
function CounselHistoryDialog({ open, onClose, ...note }: NoteRef & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [viewed, setViewed] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const history = useCounselHistory(note.meetingId, note.applicationId, page, open);
  const form = useFormDefinition(note.subEventId, note.formId);
  const restore = useRestoreCounselVersion(note.meetingId, note.applicationId);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = history.data;
  const chosen = data?.content.find((v) => v.version === selected);
  // versions are numbered 1..n without gaps, so the newest (the current note) is number n
  const isCurrent = (version: number) => version === data?.totalElements;

  useEffect(() => {
    if (chosen) heading.current?.focus();
  }, [chosen]);

  const close = () => {
    onClose();
    setSelected(null);
    setViewed(null);
    setPage(0);
  };
  const back = () => {
    setViewed(selected);
    setSelected(null);
  };
  const confirmRestore = async () => {
    if (!chosen) return;
    try {
      await restore.mutateAsync(chosen.version);
      toast(t("counselHistory.restored", { n: chosen.version }), "success");
      setConfirming(false);
      close();
    } catch (error) {
      setConfirming(false);
      toastError(error);
    }
  };

  let body: ReactNode;
  if (history.isLoading || (chosen && form.isLoading)) body = <Loading />;
  else if (history.isError || !data)
    body = <LoadError error={history.error ?? undefined} onRetry={() => history.refetch()} />;
  else if (chosen)
    body = (
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 1, ml: -1 }}>
          {t("counselHistory.backToList")}
        </Button>
        <Typography ref={heading} tabIndex={-1} component="h3" variant="h6" sx={{ outline: "none" }}>
          {t("counselHistory.version", { n: chosen.version })}
          {isCurrent(chosen.version) && (
            <Chip size="small" label={t("counselHistory.current")} sx={{ ml: 1, verticalAlign: "middle" }} />
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {savedLine(chosen, data.timeZone, t)}
          {chosen.restoredFrom !== null &&
            ` · ${t("counselHistory.restoredFrom", { n: chosen.restoredFrom })}`}
        </Typography>
        <CounselVersionAnswers version={chosen} questions={questionsOf(form.data?.content)} />
      </Box>
    );
  else if (data.content.length === 0) body = <Empty>{t("counselHistory.empty")}</Empty>;
  else
    body = (
      <>
        <List aria-labelledby={titleId} disablePadding>
          {data.content.map((v) => (
            <ListItem key={v.version} disablePadding divider>
              <ListItemButton
                autoFocus={v.version === viewed}
                onClick={() => setSelected(v.version)}
                sx={{ px: { xs: 1, sm: 2 } }}
              >
                <ListItemText
                  primary={
                    <>
                      {t("counselHistory.version", { n: v.version })}
                      {isCurrent(v.version) && (
                        <Chip size="small" label={t("counselHistory.current")} sx={{ ml: 1 }} />
                      )}
                    </>
                  }
                  secondary={
                    <>
                      {savedLine(v, data.timeZone, t)}
                      {v.restoredFrom !== null && (
                        <Box component="span" sx={{ display: "block" }}>
                          {t("counselHistory.restoredFrom", { n: v.restoredFrom })}
                        </Box>
                      )}
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Pager page={page} totalPages={data.totalPages} onChange={setPage} />
      </>
    );

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0 }}>
        {t("counselHistory.title")}
      </DialogTitle>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pt: 0.5 }}>
          {t("counselHistory.zone", { city: zoneCity(data.timeZone) })}
        </Typography>
      )}
      <DialogContent sx={{ pt: 2 }}>{body}</DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {chosen && data?.canRestore && !isCurrent(chosen.version) && (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {t("counselHistory.restore")}
          </Button>
        )}
        <Button onClick={close}>{t("counselHistory.close")}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        message={t("counselHistory.confirmRestore", { n: chosen?.version ?? 0 })}
        confirmLabel={t("counselHistory.restore")}
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
