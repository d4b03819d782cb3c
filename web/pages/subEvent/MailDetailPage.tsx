import ListIcon from "@mui/icons-material/List";
import { Box, Button, Divider, Paper, Typography } from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { ApiError } from "../../api/client";
import { useMail, useMarkOpened } from "../../api/mailbox";
import { LoadError, Loading } from "../../features/common/states";
import { useErrorToast } from "../../features/common/useErrorToast";
import { useRecovery } from "../../features/common/useRecovery";
import { codedMessage } from "../../features/mailbox/coded";
import { MailBody } from "../../features/mailbox/MailBody";
import { formatInstant } from "../../features/notices/dates";
import { useWorkspace } from "../../features/workspace/context";
import { currentLanguage } from "../../i18n";
import NotFoundPage from "../notFound/NotFoundPage";

/** /subEvent/{id}/mailList/{mailId}: one mail, marked opened (N to Y) once it is shown. */
export default function MailDetailPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { subEvent } = useWorkspace();
  const mailId = Number(useParams().mailId);
  const valid = Number.isInteger(mailId) && mailId > 0;
  const mail = useMail(valid ? mailId : 0);
  const markOpened = useMarkOpened();
  // a mail of another sub-event (or of none) is not in this workspace's mailbox
  const elsewhere = mail.data !== undefined && mail.data.subEventId !== subEvent.id;
  const unread = mail.data?.opened === "N" && !elsewhere ? mail.data.id : undefined;
  const { mutate } = markOpened;
  useEffect(() => {
    if (unread !== undefined) mutate(unread);
  }, [unread, mutate]);
  const missing = !valid || (mail.error instanceof ApiError && mail.error.status === 404) || elsewhere;
  useErrorToast(missing ? undefined : mail.error);
  useRecovery({ isError: mail.isError && !missing, refetch: mail.refetch });
  if (missing) return <NotFoundPage message={t("mailbox.notFound")} />;
  if (mail.isLoading) return <Loading />;
  if (mail.isError || !mail.data) return <LoadError error={mail.error} onRetry={() => mail.refetch()} />;
  const m = mail.data;
  const coded = codedMessage(m.content, t);
  return (
    <Box component="article" data-mail-id={m.id} sx={{ maxWidth: 880 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {coded?.title ?? m.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
          <time dateTime={m.createdDate}>{formatInstant(m.createdDate, language, subEvent.timeZone)}</time> ·{" "}
          {t("mailbox.to", { email: m.toMail })}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <MailBody content={m.content} message={coded} />
      </Paper>
      <Box sx={{ mt: 2 }}>
        <Button
          component={RouterLink}
          to={`/subEvent/${subEvent.id}/mailList`}
          startIcon={<ListIcon />}
          variant="outlined"
        >
          {t("mailbox.backToList")}
        </Button>
      </Box>
    </Box>
  );
}
