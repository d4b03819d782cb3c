import { Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useEventPage } from "../../api/events";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { EventGrid } from "../../features/events/EventCard";

/** /list and /event/list: approved events, 12 a page; the page number lives in the address. */
export default function EventListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get("page") ?? 0) || 0);
  const query = useEventPage(page);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {t("event.list")}
      </Typography>
      {query.isLoading && <Loading />}
      {query.isError && <LoadError message={t("common.cannotAccess")} onRetry={() => query.refetch()} />}
      {query.data &&
        (query.data.content.length === 0 ? (
          <Empty>{t("home.noEvents")}</Empty>
        ) : (
          <EventGrid events={query.data.content} lead />
        ))}
      <Pager
        page={page}
        totalPages={query.data?.totalPages ?? 0}
        onChange={(p) => {
          setParams({ page: String(p) });
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
