import { Box, Divider, Paper, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TQaAnswer, TWebinar } from "../../../shared/contract";
import { useDeleteQa, useQa, useQaLive } from "../../api/webinars";
import { toastError } from "../../lib/toast";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { Pager } from "../common/Pager";
import { Empty, LoadError, Loading } from "../common/states";
import { QaEntry } from "./QaEntry";
import { QaForm } from "./QaForm";
import type { QaFilter } from "./qa-cache";

const FILTERS: QaFilter[] = ["", "complete", "incomplete"];

/** The webinar's Q&A: the question form, the filter with the count, questions with nested answers, 5 a page. */
export function QaPanel({ webinar }: { webinar: TWebinar }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QaFilter>("");
  const [page, setPage] = useState(0);
  const [answering, setAnswering] = useState<number>();
  const [deleting, setDeleting] = useState<TQaAnswer>();
  const qa = useQa(webinar.id, filter, page);
  const remove = useDeleteQa(webinar.id);
  const viewer = webinar.viewer;
  useQaLive(webinar.subEventId, webinar.id, {
    filter,
    page,
    mayReadPrivate: viewer.host || viewer.firstPresenter,
  });
  const data = qa.data;
  return (
    <Box component="section" aria-labelledby="qa-title">
      <Typography id="qa-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t("webinar.qa")}
      </Typography>
      <QaForm webinarId={webinar.id} />
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", mt: 2 }}
      >
        <Tabs
          value={filter}
          onChange={(_, value: QaFilter) => {
            setFilter(value);
            setPage(0);
          }}
          aria-label={t("webinar.filter")}
        >
          {FILTERS.map((f) => (
            <Tab key={f || "all"} value={f} label={t(`webinar.filterLabel.${f || "all"}`)} />
          ))}
        </Tabs>
        <Typography color="text.secondary" aria-live="polite" data-testid="qa-count">
          {t("webinar.count", { count: data?.totalElements ?? 0 })}
        </Typography>
      </Stack>
      <Divider sx={{ mb: 2 }} />
      {qa.isLoading && <Loading />}
      {qa.isError && <LoadError error={qa.error} onRetry={() => qa.refetch()} />}
      {data && data.content.length === 0 && <Empty>{t("webinar.noQuestions")}</Empty>}
      <Stack
        sx={{ gap: 1.5 }}
        component="ul"
        aria-label={t("webinar.questions")}
        style={{ padding: 0, margin: 0 }}
      >
        {data?.content.map((q) => (
          <Paper
            key={q.id}
            component="li"
            variant="outlined"
            sx={{ p: 2, listStyle: "none" }}
            data-testid="qa-question"
          >
            <QaEntry
              entry={q}
              viewer={viewer}
              onAnswer={() => setAnswering(q.id)}
              onDelete={() => setDeleting(q)}
            />
            {(q.answers.length > 0 || answering === q.id) && (
              <Stack
                sx={{
                  gap: 1.5,
                  mt: 1.5,
                  ml: { xs: 1.5, sm: 4 },
                  pl: 2,
                  borderLeft: 3,
                  borderColor: "divider",
                }}
              >
                {q.answers.map((a) => (
                  <QaEntry key={a.id} entry={a} viewer={viewer} onDelete={() => setDeleting(a)} />
                ))}
                {answering === q.id && (
                  <QaForm
                    webinarId={webinar.id}
                    question={{ id: q.id, isPrivate: q.isPrivate === "Y" }}
                    onDone={() => setAnswering(undefined)}
                  />
                )}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
      {data && <Pager page={page} totalPages={data.totalPages} onChange={setPage} />}
      <ConfirmDialog
        open={deleting !== undefined}
        message={
          deleting?.questionId === null
            ? t("webinar.confirmDeleteQuestion")
            : t("webinar.confirmDeleteAnswer")
        }
        confirmLabel={t("common.delete")}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          remove.mutate(
            { id: deleting!.id, QA: deleting!.questionId === null ? "Q" : "A" },
            { onSuccess: () => setDeleting(undefined), onError: toastError },
          )
        }
      />
    </Box>
  );
}
