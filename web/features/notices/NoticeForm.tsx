import { Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTICE_TITLE_MAX, type TNotice } from "../../../shared/contract";
import { useSaveNotice } from "../../api/notices";
import { toast, toastError } from "../../lib/toast";
import { LazyRichTextEditor } from "../editor/LazyRichTextEditor";

/**
 * The host's notice form: title, rich text (the editor's code loads when the form opens) and the choice to
 * mail it to the approved participants as well.
 */
export function NoticeForm(props: { subEventId: number; notice?: TNotice; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNotice(props.subEventId);
  const [title, setTitle] = useState(props.notice?.title ?? "");
  const [content, setContent] = useState(props.notice?.content ?? "");
  const [touched, setTouched] = useState(false);
  const [mail, setMail] = useState(false);
  const titleError = touched && !title.trim();
  const submit = async () => {
    setTouched(true);
    if (!title.trim()) return;
    try {
      const saved = await save.mutateAsync({
        id: props.notice?.id,
        body: { title, content, sendMail: mail },
      });
      toast(t(props.notice ? "notices.host.saved" : "notices.host.posted"), "success");
      if (mail) toast(t(saved.mailingId ? "notices.host.mailStarted" : "notices.host.noOneToMail"), "info");
      props.onDone();
    } catch (error) {
      toastError(error);
    }
  };
  const headingId = `notice-form-${props.notice?.id ?? "new"}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {props.notice ? t("notices.host.edit") : t("notices.host.new")}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <TextField
          required
          label={t("notices.host.titleLabel")}
          value={title}
          onChange={(e) => setTitle(e.target.value.slice(0, NOTICE_TITLE_MAX))}
          onBlur={() => setTouched(true)}
          error={titleError}
          helperText={titleError ? t("notices.titleRequired") : `${title.length}/${NOTICE_TITLE_MAX}`}
        />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("notices.host.contentLabel")}
          </Typography>
          <LazyRichTextEditor
            key={props.notice?.id ?? "new"}
            initialHtml={props.notice?.content ?? ""}
            onChange={setContent}
            label={t("notices.host.contentLabel")}
          />
        </Box>
        <FormControlLabel
          control={<Checkbox checked={mail} onChange={(e) => setMail(e.target.checked)} />}
          label={t("notices.host.sendMail")}
        />
        <Stack direction="row" sx={{ gap: 1, justifyContent: "flex-end" }}>
          <Button onClick={props.onDone}>{t("common.cancel")}</Button>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {props.notice ? t("notices.host.saveEdit") : t("notices.host.save")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
