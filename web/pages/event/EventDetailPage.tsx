import { Box, Button, Container, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "../../api/client";
import { useEventDetail } from "../../api/events";
import { Loading } from "../../features/common/states";
import { ApplyPanel } from "../../features/events/ApplyPanel";
import { rememberEvent } from "../../lib/recent";
import NotFoundPage from "../notFound/NotFoundPage";
import { EventHeader } from "./EventHeader";
import { EventInfo } from "./EventInfo";

const loadApplyDrawer = () => import("./ApplyDrawer");
const ApplyDrawer = lazy(loadApplyDrawer);

/** /event/detail/{id}: the event, and the apply panel (a side card from 1024 px, a slide-over below). */
export default function EventDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const [applyOpen, setApplyOpen] = useState(false);
  // mounted from the first opening on, so that it can also animate its closing
  const [drawerMounted, setDrawerMounted] = useState(false);
  const query = useEventDetail(id);

  useEffect(() => {
    if (query.data) rememberEvent(query.data.id);
  }, [query.data]);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isLoading) return <Loading />;
  if (query.isError || !query.data) {
    const message = query.error instanceof ApiError ? query.error.detail : t("event.notFound");
    return <NotFoundPage message={message} />;
  }
  const event = query.data;
  return (
    <>
      <EventHeader event={event} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Box
          sx={{
            display: "grid",
            gap: 4,
            gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 380px" },
            alignItems: "start",
          }}
        >
          <EventInfo event={event} />
          {wide && (
            <Box sx={{ position: "sticky", top: 80 }}>
              <ApplyPanel event={event} />
            </Box>
          )}
        </Box>
      </Container>
      {!wide && (
        <>
          <Box
            sx={{
              position: "fixed",
              bottom: 0,
              left: 0,
              right: 0,
              p: 1.5,
              bgcolor: "background.paper",
              borderTop: 1,
              borderColor: "divider",
              zIndex: 10,
            }}
          >
            <Button
              fullWidth
              size="large"
              variant="contained"
              onPointerEnter={loadApplyDrawer}
              onFocus={loadApplyDrawer}
              onClick={() => {
                setDrawerMounted(true);
                setApplyOpen(true);
              }}
            >
              {t("event.apply")}
            </Button>
          </Box>
          <Box sx={{ height: 72 }} />
          {drawerMounted && (
            <Suspense fallback={null}>
              <ApplyDrawer event={event} open={applyOpen} onClose={() => setApplyOpen(false)} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
