import {
  Box,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useLiveNotices, useNotices } from "../../api/notices";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useErrorToast } from "../../features/common/useErrorToast";
import { useRecovery } from "../../features/common/useRecovery";
import { formatDay } from "../../features/notices/dates";
import { SearchBox } from "../../features/notices/SearchBox";
import { useWorkspace } from "../../features/workspace/context";
import { currentLanguage } from "../../i18n";
import { toast } from "../../lib/toast";

/**
 * /subEvent/{id}/noticeList: title and posted date, title search, 10 a page. The page and the search live in
 * the address, so Back from a notice returns to the same page. New notices arrive live.
 */
export default function NoticeListPage({ base }: { base?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { subEvent } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get("page")) || 0);
  const word = params.get("q") ?? "";
  const list = useNotices(subEvent.id, page, word);
  useErrorToast(list.error);
  useRecovery(list);
  useLiveNotices(subEvent.id, (event) => {
    if (event.action === "created") toast(t("notices.arrived", { title: event.title }), "info");
  });
  const go = (next: { page?: number; q?: string }) => {
    const q = next.q ?? word;
    const p = next.page ?? 0;
    setParams({ ...(q ? { q } : {}), ...(p > 0 ? { page: String(p) } : {}) }, { replace: true });
  };
  const root = base ?? `/subEvent/${subEvent.id}`;
  const detail = (id: number) => `${root}/noticeList/${id}`;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("notices.title")}
        </Typography>
        <SearchBox word={word} label={t("notices.search")} onSearch={(q) => go({ q })} />
      </Box>
      {list.isLoading || (list.isError && list.isFetching) ? (
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
                  <TableCell sx={{ fontWeight: 700, width: { xs: 110, sm: 160 } }}>
                    {t("notices.colDate")}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.content.map((notice) => (
                  <TableRow
                    key={notice.id}
                    hover
                    sx={{ cursor: "pointer" }}
                    onClick={() => navigate(detail(notice.id))}
                  >
                    <TableCell sx={{ overflowWrap: "anywhere" }}>
                      <Link
                        component={RouterLink}
                        to={detail(notice.id)}
                        underline="hover"
                        color="inherit"
                        sx={{ fontWeight: 600 }}
                        onClick={(e) => e.stopPropagation()}
                      >
                        {notice.title}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap", color: "text.secondary" }}>
                      {formatDay(notice.createdDate, language, subEvent.timeZone)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager page={page} totalPages={list.data.totalPages} onChange={(p) => go({ page: p })} />
        </>
      )}
    </Box>
  );
}
