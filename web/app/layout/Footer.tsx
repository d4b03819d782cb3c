import { Box, Container, Link, Stack, Typography } from "@mui/material";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useEventDetail } from "../../api/events";
import { useEngaged } from "../../lib/engaged";
import { useInView } from "../../lib/use-in-view";

const EventLinks = lazy(() => import("./EventLinks").then((m) => ({ default: m.EventLinks })));

/** Platform links always; the event's PUBLIC entries on an event page unless the host hides them. */
export function Footer({ eventId }: { eventId?: number }) {
  const { t } = useTranslation();
  const { data: event } = useEventDetail(eventId ?? 0);
  // The event's links (their code and their call) load when the footer is in view and the visitor has started
  // using the page (as the venue map): not while the page's own chunk is still arriving above it.
  const engaged = useEngaged();
  const [footer, seen] = useInView<HTMLElement>(event !== undefined && engaged);
  if (event && event.showLogo === "N") return null;
  const showEventLinks = seen && event !== undefined && !event.hideFooterLinks;
  return (
    <Box component="footer" ref={footer} sx={{ bgcolor: "#111827", color: "#d1d5db", mt: 6, py: 4 }}>
      <Container maxWidth="lg">
        <Stack spacing={2}>
          {showEventLinks && (
            <Suspense fallback={null}>
              <EventLinks eventId={event.id} />
            </Suspense>
          )}
          <Stack sx={{ gap: 2, flexWrap: "wrap" }} direction="row">
            <Link component={RouterLink} to="/terms/terms" color="inherit">
              {t("nav.terms")}
            </Link>
            <Link component={RouterLink} to="/terms/privacy" color="inherit" sx={{ fontWeight: 700 }}>
              {t("nav.privacy")}
            </Link>
            <Link component={RouterLink} to="/terms/manual/participateEvent" color="inherit">
              {t("nav.manuals")}
            </Link>
          </Stack>
          <Typography variant="caption">{t("footer.platform")}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
