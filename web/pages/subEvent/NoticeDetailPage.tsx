import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ListIcon from "@mui/icons-material/List";
import { Box, Button, Divider, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/client";
import { useLiveNotices, useNotice } from "../../api/notices";
import { RichText } from "../../features/common/RichText";
import { LoadError, Loading } from "../../features/common/states";
import { useErrorToast } from "../../features/common/useErrorToast";
import { useRecovery } from "../../features/common/useRecovery";
import { formatInstant } from "../../features/notices/dates";
import { useWorkspace } from "../../features/workspace/context";
import { currentLanguage } from "../../i18n";
import NotFoundPage from "../notFound/NotFoundPage";

function Arrow(props: {
  label: string;
  to: number | null;
  onGo: (id: number) => void;
  side: "left" | "right";
}) {
  const icon = props.side === "left" ? <ChevronLeftIcon /> : <ChevronRightIcon />;
  return (
    <Button
      variant="text"
      disabled={props.to === null}
      onClick={() => props.to !== null && props.onGo(props.to)}
      startIcon={props.side === "left" ? icon : undefined}
      endIcon={props.side === "right" ? icon : undefined}
      sx={{ minWidth: 0 }}
    >
      {props.label}
    </Button>
  );
}

/**
 * /subEvent/{id}/noticeList/{noticeId}: the notice's title, date and formatted text. The arrows go to the
 * previous (older) and next (newer) notice and replace the address, so Back returns to the list; they are
 * disabled at the ends. A missing notice shows the not-found view.
 */
export default function NoticeDetailPage({ base }: { base?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { subEvent } = useWorkspace();
  const noticeId = Number(useParams().noticeId);
  const valid = Number.isInteger(noticeId) && noticeId > 0;
  const notice = useNotice(subEvent.id, valid ? noticeId : 0);
  useLiveNotices(subEvent.id);
  // a notice of another sub-event (readable elsewhere) is not this workspace's: its arrows would walk the other list
  const missing =
    !valid ||
    (notice.error instanceof ApiError && notice.error.status === 404) ||
    (notice.data !== undefined && notice.data.subEventId !== subEvent.id);
  useErrorToast(missing ? undefined : notice.error);
  useRecovery({ isError: notice.isError && !missing, refetch: notice.refetch });
  if (missing) return <NotFoundPage message={t("notices.notFound")} />;
  if (notice.isLoading) return <Loading />;
  if (notice.isError || !notice.data)
    return <LoadError error={notice.error} onRetry={() => notice.refetch()} />;
  const n = notice.data;
  const root = base ?? `/subEvent/${subEvent.id}`;
  const go = (id: number) => navigate(`${root}/noticeList/${id}`, { replace: true });
  return (
    <Box component="article" data-notice-id={n.id} sx={{ maxWidth: 880 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {n.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={n.createdDate}>{formatInstant(n.createdDate, language, subEvent.timeZone)}</time>
          {n.modifiedDate !== n.createdDate && (
            <>
              {" "}
              · {t("notices.updated", { date: formatInstant(n.modifiedDate, language, subEvent.timeZone) })}
            </>
          )}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <RichText html={n.content} sx={{ minHeight: 120, "& a": { color: "primary.main" } }} />
      </Paper>
      <Stack direction="row" sx={{ mt: 2, alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Arrow label={t("notices.previous")} to={n.previousId} onGo={go} side="left" />
        <Button component={RouterLink} to={`${root}/noticeList`} startIcon={<ListIcon />} variant="outlined">
          {t("notices.backToList")}
        </Button>
        <Arrow label={t("notices.next")} to={n.nextId} onGo={go} side="right" />
      </Stack>
    </Box>
  );
}
