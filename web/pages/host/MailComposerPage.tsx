import { Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { MAILING_TITLE_MAX, type TMailingBody, type TMailingPreview } from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { usePreviewMailing, useSendMailing } from "../../api/mailings";
import { LazyRichTextEditor } from "../../features/editor/LazyRichTextEditor";
import { type Audience, AudiencePicker } from "../../features/mailings/AudiencePicker";
import { MailingHistory } from "../../features/mailings/MailingHistory";
import { PreviewDialog } from "../../features/mailings/PreviewDialog";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

/**
 * /host/subEvents/:subEventId/mail: the host writes a mail to groups or chosen participants, previews it (who
 * gets it, the sanitised content), sends it, and follows each mailing's progress below.
 */
export default function MailComposerPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const subEventId = Number(useParams().subEventId);
  const subEvent = useSubEvent(subEventId);
  const [audience, setAudience] = useState<Audience>({ groups: [], chosen: [] });
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [draft, setDraft] = useState(0);
  const [shown, setShown] = useState<TMailingPreview>();
  const preview = usePreviewMailing(subEventId);
  const send = useSendMailing(subEventId);
  const body = (): TMailingBody => ({
    title,
    content,
    groups: audience.groups,
    applicationIds: audience.chosen.map((a) => a.id),
  });
  const groupNames = { sellers: subEvent.data?.sgroupName ?? "", buyers: subEvent.data?.bgroupName ?? "" };
  const groupLabel = (group: string) => t(`mailings.group.${group}`);
  const noAudience = audience.groups.length === 0 && audience.chosen.length === 0;
  const openPreview = async () => {
    try {
      setShown(await preview.mutateAsync(body()));
    } catch (error) {
      toastError(error);
    }
  };
  const confirmSend = async () => {
    try {
      await send.mutateAsync(body());
      toast(t("mailings.started"), "success");
      setShown(undefined);
      setTitle("");
      setContent("");
      setAudience({ groups: [], chosen: [] });
      setDraft((n) => n + 1);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Button component={RouterLink} to={`/host/subEvents/${subEventId}`} size="small">
          ← {t("notices.host.backToSubEvent")}
        </Button>
        <Typography component="h1" variant="h4">
          {t("mailings.heading")}
        </Typography>
        {subEvent.data && (
          <Typography color="text.secondary">
            {localized(language, subEvent.data.name, subEvent.data.nameEn)}
          </Typography>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack sx={{ gap: 2.5 }}>
          <AudiencePicker
            subEventId={subEventId}
            groupNames={groupNames}
            value={audience}
            onChange={setAudience}
          />
          <TextField
            required
            label={t("mailings.titleLabel")}
            value={title}
            onChange={(e) => setTitle(e.target.value.slice(0, MAILING_TITLE_MAX))}
            helperText={`${title.length}/${MAILING_TITLE_MAX}`}
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t("mailings.contentLabel")}
            </Typography>
            <LazyRichTextEditor
              key={draft}
              initialHtml=""
              onChange={setContent}
              label={t("mailings.contentLabel")}
            />
          </Box>
          <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
            <Button
              variant="contained"
              onClick={openPreview}
              disabled={preview.isPending || !title.trim() || noAudience}
            >
              {t("mailings.preview")}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <MailingHistory subEventId={subEventId} groupLabel={groupLabel} />
      <PreviewDialog
        preview={shown}
        sending={send.isPending}
        onSend={confirmSend}
        onClose={() => setShown(undefined)}
      />
    </Stack>
  );
}
