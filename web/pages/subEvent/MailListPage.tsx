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
import { visuallyHidden } from "@mui/utils";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import type { TMailItem } from "../../../shared/contract";
import { useMails } from "../../api/mailbox";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useErrorToast } from "../../features/common/useErrorToast";
import { useRecovery } from "../../features/common/useRecovery";
import { codedMessage } from "../../features/mailbox/coded";
import { formatDay } from "../../features/notices/dates";
import { SearchBox } from "../../features/notices/SearchBox";
import { useWorkspace } from "../../features/workspace/context";
import { currentLanguage } from "../../i18n";

/** What a row shows: coded mails in the viewer's language, others their title and text preview. */
function useRowText() {
  const { t } = useTranslation();
  return (mail: TMailItem) => {
    const coded = codedMessage(mail.content, t);
    return coded
      ? { title: coded.title, content: coded.intro }
      : { title: mail.title, content: mail.content };
  };
}

/**
 * /subEvent/{id}/mailList: the user's mails of the sub-event (title, content, sent date), search, 10 a page.
 * Read rows are shaded, unread ones bold. The page and search live in the address (Back keeps them).
 */
export default function MailListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { subEvent } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get("page")) || 0);
  const word = params.get("q") ?? "";
  const list = useMails(subEvent.id, page, word);
  useErrorToast(list.error);
  useRecovery(list);
  const rowText = useRowText();
  const go = (next: { page?: number; q?: string }) => {
    const q = next.q ?? word;
    const p = next.page ?? 0;
    setParams({ ...(q ? { q } : {}), ...(p > 0 ? { page: String(p) } : {}) }, { replace: true });
  };
  const detail = (id: number) => `/subEvent/${subEvent.id}/mailList/${id}`;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("mailbox.title")}
        </Typography>
        <SearchBox word={word} label={t("mailbox.search")} onSearch={(q) => go({ q })} />
      </Box>
      {list.isLoading || (list.isError && list.isFetching) ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data || list.data.content.length === 0 ? (
        <Empty>{word ? t("mailbox.noMatch") : t("mailbox.empty")}</Empty>
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={t("mailbox.title")} sx={{ tableLayout: "fixed" }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700, width: { xs: "auto", md: "34%" } }}>
                    {t("mailbox.colTitle")}
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700, display: { xs: "none", md: "table-cell" } }}>
                    {t("mailbox.colContent")}
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700, width: { xs: 110, sm: 130 } }}>
                    {t("mailbox.colDate")}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.content.map((mail) => {
                  const text = rowText(mail);
                  const read = mail.opened === "Y";
                  return (
                    <TableRow
                      key={mail.id}
                      hover
                      data-opened={mail.opened}
                      onClick={() => navigate(detail(mail.id))}
                      sx={{ cursor: "pointer", bgcolor: read ? "action.selected" : "background.paper" }}
                    >
                      <TableCell sx={{ overflowWrap: "anywhere" }}>
                        <Link
                          component={RouterLink}
                          to={detail(mail.id)}
                          underline="hover"
                          color="inherit"
                          sx={{ fontWeight: read ? 400 : 700 }}
                          onClick={(e) => e.stopPropagation()}
                        >
                          {!read && (
                            <Box
                              component="span"
                              aria-hidden
                              sx={{
                                display: "inline-block",
                                width: 8,
                                height: 8,
                                borderRadius: "50%",
                                bgcolor: "primary.main",
                                mr: 1,
                                verticalAlign: "middle",
                              }}
                            />
                          )}
                          {text.title}
                          {/* after the title: a hidden first box would be where pointer tools aim */}
                          <Box component="span" sx={visuallyHidden}>
                            {` (${read ? t("mailbox.read") : t("mailbox.unread")})`}
                          </Box>
                        </Link>
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          noWrap
                          sx={{ display: { xs: "block", md: "none" }, mt: 0.5 }}
                        >
                          {text.content}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: "none", md: "table-cell" }, color: "text.secondary" }}>
                        <Typography variant="body2" noWrap>
                          {text.content}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: "nowrap", color: "text.secondary" }}>
                        {formatDay(mail.createdDate, language, subEvent.timeZone)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager page={page} totalPages={list.data.totalPages} onChange={(p) => go({ page: p })} />
        </>
      )}
    </Box>
  );
}
