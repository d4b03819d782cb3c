import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useApprovedEvents, useLikedPage } from "../../api/events";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { EventGrid } from "../../features/events/EventCard";

function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  return [Math.max(0, Number(params.get("page") ?? 0) || 0), (page) => setParams({ page: String(page) })];
}

export function LikesPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useLikedPage(page);
  if (query.isLoading) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <>
      {query.data?.content.length ? (
        <EventGrid events={query.data.content} />
      ) : (
        <Empty>{t("mypage.noLikes")}</Empty>
      )}
      <Pager page={page} totalPages={query.data?.totalPages ?? 0} onChange={setPage} />
    </>
  );
}

export function ApprovedEventsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useApprovedEvents(page);
  if (query.isLoading) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <>
      {query.data?.content.length ? (
        <EventGrid events={query.data.content} />
      ) : (
        <Empty>{t("mypage.noApproved")}</Empty>
      )}
      <Pager page={page} totalPages={query.data?.totalPages ?? 0} onChange={setPage} />
    </>
  );
}
