import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import {
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import type { TNoticeItem } from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { useDeleteNotice, useNotice, useNotices } from "../../api/notices";
import { ConfirmDialog } from "../../features/common/ConfirmDialog";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { formatDay } from "../../features/notices/dates";
import { NoticeForm } from "../../features/notices/NoticeForm";
import { SearchBox } from "../../features/notices/SearchBox";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

type Editing = { id?: number } | undefined;

function EditExisting({ subEventId, id, onDone }: { subEventId: number; id: number; onDone: () => void }) {
  const notice = useNotice(subEventId, id);
  if (notice.isLoading) return <Loading />;
  if (!notice.data) return <LoadError error={notice.error} onRetry={() => notice.refetch()} />;
  return <NoticeForm subEventId={subEventId} notice={notice.data} onDone={onDone} />;
}

/** /host/subEvents/:subEventId/notices: the host writes, edits and deletes the sub-event's notices. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const subEventId = Number(useParams().subEventId);
  const subEvent = useSubEvent(subEventId);
  const [page, setPage] = useState(0);
  const [word, setWord] = useState("");
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<TNoticeItem>();
  const list = useNotices(subEventId, page, word);
  const remove = useDeleteNotice(subEventId);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast(t("notices.host.deleted"), "success");
      if (editing?.id === deleting.id) setEditing(undefined);
    } catch (error) {
      toastError(error);
    }
    setDeleting(undefined);
  };
  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Button component={RouterLink} to={`/host/subEvents/${subEventId}`} size="small">
          ← {t("notices.host.backToSubEvent")}
        </Button>
        <Typography component="h1" variant="h4">
          {t("notices.host.heading")}
        </Typography>
        {subEvent.data && (
          <Typography color="text.secondary">
            {localized(language, subEvent.data.name, subEvent.data.nameEn)}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: "wrap" }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t("notices.host.new")}
          </Button>
          <Button
            variant="outlined"
            endIcon={<OpenInNewIcon />}
            href={`/subEvent/${subEventId}/noticeList`}
            target="_blank"
            rel="noopener"
          >
            {t("notices.host.preview")}
          </Button>
        </Stack>
      </Box>
      {editing &&
        (editing.id === undefined ? (
          <NoticeForm subEventId={subEventId} onDone={() => setEditing(undefined)} />
        ) : (
          <EditExisting
            key={editing.id}
            subEventId={subEventId}
            id={editing.id}
            onDone={() => setEditing(undefined)}
          />
        ))}
      <Box component="section" aria-label={t("notices.title")}>
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
          <SearchBox
            word={word}
            label={t("notices.search")}
            onSearch={(w) => {
              setWord(w);
              setPage(0);
            }}
          />
        </Box>
        {list.isLoading ? (
          <Loading />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => list.refetch()} />
        ) : !list.data || list.data.content.length === 0 ? (
          <Empty>{word ? t("notices.noMatch") : t("notices.empty")}</Empty>
        ) : (
          <>
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label={t("notices.title")}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 700 }}>{t("notices.colTitle")}</TableCell>
                    <TableCell
                      sx={{ fontWeight: 700, width: 150, display: { xs: "none", sm: "table-cell" } }}
                    >
                      {t("notices.colDate")}
                    </TableCell>
                    <TableCell sx={{ width: 100 }}>
                      <Box component="span" sx={visuallyHidden}>
                        {t("notices.host.actions")}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.content.map((n) => (
                    <TableRow key={n.id} selected={editing?.id === n.id}>
                      <TableCell sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                        {n.title}
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: { xs: "block", sm: "none" }, mt: 0.5 }}
                        >
                          {formatDay(n.createdDate, language, subEvent.data?.timeZone ?? "Asia/Seoul")}
                        </Typography>
                      </TableCell>
                      <TableCell
                        sx={{
                          whiteSpace: "nowrap",
                          color: "text.secondary",
                          display: { xs: "none", sm: "table-cell" },
                        }}
                      >
                        {formatDay(n.createdDate, language, subEvent.data?.timeZone ?? "Asia/Seoul")}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                        <Tooltip title={t("notices.host.edit")}>
                          <IconButton
                            aria-label={`${t("notices.host.edit")}: ${n.title}`}
                            onClick={() => setEditing({ id: n.id })}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t("notices.host.delete")}>
                          <IconButton
                            aria-label={`${t("notices.host.delete")}: ${n.title}`}
                            onClick={() => setDeleting(n)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Pager page={page} totalPages={list.data.totalPages} onChange={setPage} />
          </>
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== undefined}
        message={t("notices.host.deleteConfirm", { title: deleting?.title ?? "" })}
        confirmLabel={t("notices.host.delete")}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
