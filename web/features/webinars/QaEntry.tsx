import LockIcon from "@mui/icons-material/Lock";
import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TQaAnswer, TWebinar } from "../../../shared/contract";
import { qaProblem } from "../../../shared/validation/webinar-qa";
import { useModifyQa } from "../../api/webinars";
import { toast, toastError } from "../../lib/toast";
import { asLanguage, formatDateTime } from "../common/dates";
import { useWorkspace } from "../workspace/context";
import { QaTextField } from "./QaTextField";
import { qaRights } from "./qa-rights";

/** One question or answer: who, when, labels; its text or the secret placeholder; edit in place. */
export function QaEntry({
  entry,
  viewer,
  onAnswer,
  onDelete,
}: {
  entry: TQaAnswer;
  viewer: TWebinar["viewer"];
  onAnswer?: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const modify = useModifyQa(entry.webinarId);
  const [editing, setEditing] = useState<string>();
  const rights = qaRights(viewer, entry);
  const { subEvent } = useWorkspace();
  const when = formatDateTime(entry.createdDate, subEvent.timeZone, asLanguage(i18n.language));
  const save = () => {
    const problem = qaProblem(editing ?? "");
    if (problem) return toast(t(problem));
    modify.mutate(
      { id: entry.id, content: editing! },
      { onSuccess: () => setEditing(undefined), onError: toastError },
    );
  };
  return (
    <Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="subtitle2" component="span">
          {entry.userName}
        </Typography>
        {entry.companyName && (
          <Typography variant="body2" color="text.secondary" component="span">
            {entry.companyName}
          </Typography>
        )}
        {entry.questionId !== null && entry.writerRole !== "participant" && (
          <Chip size="small" color="primary" label={t(`webinar.role.${entry.writerRole}`)} />
        )}
        {entry.isPrivate === "Y" && (
          <Chip size="small" icon={<LockIcon />} label={t("webinar.private")} variant="outlined" />
        )}
        <Typography variant="caption" color="text.secondary" component="span">
          {when}
          {entry.edited ? ` · ${t("webinar.edited")}` : ""}
        </Typography>
      </Stack>
      {editing !== undefined ? (
        <Box sx={{ mt: 1 }}>
          <QaTextField value={editing} onChange={setEditing} label={t("webinar.editLabel")} autoFocus />
          <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
            <Button variant="contained" size="small" onClick={save} disabled={modify.isPending}>
              {t("common.save")}
            </Button>
            <Button size="small" onClick={() => setEditing(undefined)}>
              {t("common.cancel")}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Typography
          sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          color={entry.secret ? "text.secondary" : undefined}
          data-testid="qa-content"
        >
          {entry.secret ? t("webinar.secret") : entry.content}
        </Typography>
      )}
      {editing === undefined && (rights.answer || rights.edit || rights.remove) && (
        <Stack direction="row" sx={{ gap: 0.5, mt: 0.5 }}>
          {rights.answer && onAnswer && (
            <Button size="small" onClick={onAnswer}>
              {t("webinar.answer")}
            </Button>
          )}
          {rights.edit && (
            <Button size="small" onClick={() => setEditing(entry.content)}>
              {t("common.edit")}
            </Button>
          )}
          {rights.remove && (
            <Button size="small" color="error" onClick={onDelete}>
              {t("common.delete")}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
