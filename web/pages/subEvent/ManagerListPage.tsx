import { Box, Button, Paper, TablePagination, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import type { TApplicationPerson } from "../../../shared/contract";
import { usePeople } from "../../api/managers";
import { useTablePagerText } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useWorkspace } from "../../features/workspace/context";
import { DeleteManagerDialog } from "../../features/workspace/DeleteManagerDialog";
import { PeopleTable } from "../../features/workspace/PeopleTable";

const PAGE_SIZE = 10;

/** The managers of the caller's application; add and added-list for the main applicant only. */
export default function ManagerListPage() {
  const { t } = useTranslation();
  const pagerText = useTablePagerText();
  const navigate = useNavigate();
  const { subEvent, place } = useWorkspace();
  const applicationId = place.application?.id;
  const people = usePeople(applicationId);
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<TApplicationPerson | undefined>();
  if (!applicationId) return <Empty>{t("workspace.manager.noApplication")}</Empty>;
  if (people.isLoading) return <Loading />;
  if (people.isError) return <LoadError error={people.error} onRetry={() => people.refetch()} />;
  const rows = people.data ?? [];
  const isOwner = place.role === "owner";
  const base = `/subEvent/${subEvent.id}/managerList`;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("workspace.nav.managers")}
        </Typography>
        {isOwner && (
          <>
            <Button component={RouterLink} to={`${base}/addedList`} variant="outlined">
              {t("workspace.manager.addedList")}
            </Button>
            <Button component={RouterLink} to={`${base}/add`} variant="contained">
              {t("workspace.manager.add")}
            </Button>
          </>
        )}
      </Box>
      <Paper variant="outlined">
        <PeopleTable
          applicationId={applicationId}
          rows={rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
          onOpen={(p) => navigate(p.id === null ? `${base}/admin` : `${base}/${p.id}`)}
          action={(p) =>
            !p.admin && (isOwner || place.role === "colleague") ? (
              <Button color="error" size="small" onClick={() => setTarget(p)}>
                {t("common.delete")}
              </Button>
            ) : null
          }
        />
        <TablePagination
          {...pagerText}
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p)}
        />
      </Paper>
      <DeleteManagerDialog
        applicationId={applicationId}
        target={target}
        onClose={() => setTarget(undefined)}
      />
    </Box>
  );
}
