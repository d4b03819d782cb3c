import { Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { useEventSearch } from "../../api/events";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { EventGrid } from "../../features/events/EventCard";

export default function SearchResultsPage() {
  const { t } = useTranslation();
  const word = useParams().word ?? "";
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get("page") ?? 0) || 0);
  const query = useEventSearch(word, page);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {t("search.results", { word })}
      </Typography>
      {query.isLoading && <Loading />}
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data &&
        (query.data.content.length === 0 ? (
          <Empty>{t("search.noResults", { word })}</Empty>
        ) : (
          <EventGrid events={query.data.content} lead />
        ))}
      <Pager
        page={page}
        totalPages={query.data?.totalPages ?? 0}
        onChange={(p) => setParams({ page: String(p) })}
      />
    </Container>
  );
}
