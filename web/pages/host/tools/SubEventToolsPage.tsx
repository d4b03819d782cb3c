import { Box, Button, Tab, Tabs, Typography } from "@mui/material";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Link as RouterLink, Routes, useLocation, useParams } from "react-router";
import { useSubEvent } from "../../../api/events";
import { LoadError, Loading } from "../../../features/common/states";
import { toolsOf } from "../../../features/host/ToolLinks";
import { currentLanguage } from "../../../i18n";
import { localized } from "../../../lib/format";

const WebinarsAdmin = lazy(() => import("./WebinarsAdmin"));
const InterpretersAdmin = lazy(() => import("./InterpretersAdmin"));
const SpeakersAdmin = lazy(() => import("./SpeakersAdmin"));
const ProgrammeAdmin = lazy(() => import("./ProgrammeAdmin"));
const FloorMapAdmin = lazy(() => import("./FloorMapAdmin"));

/** /host/subEvents/:subEventId/tools/*: webinars, interpreters, speakers, programme and floor map. */
export default function SubEventToolsPage() {
  const { t } = useTranslation();
  const { subEventId } = useParams();
  const id = Number(subEventId);
  const { pathname } = useLocation();
  const subEvent = useSubEvent(Number.isInteger(id) ? id : undefined);
  if (subEvent.isLoading) return <Loading />;
  if (subEvent.isError || !subEvent.data)
    return <LoadError error={subEvent.error} onRetry={() => subEvent.refetch()} />;
  const tools = toolsOf(subEvent.data);
  const current = pathname.split("/tools/")[1]?.split("/")[0];
  const name = localized(currentLanguage(), subEvent.data.name, subEvent.data.nameEn);
  return (
    <Box>
      <Button component={RouterLink} to={`/host/subEvents/${id}`} size="small">
        ← {t("hostUi.editSubEvent")}
      </Button>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
        {name || `#${id}`}
      </Typography>
      <Tabs
        value={tools.includes(current ?? "") ? current : false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t("hostTools.title")}
        sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}
      >
        {tools.map((tool) => (
          <Tab key={tool} value={tool} label={t(`hostTools.${tool}`)} component={RouterLink} to={tool} />
        ))}
      </Tabs>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="webinars" element={<WebinarsAdmin subEvent={subEvent.data} />} />
          <Route path="interpreters" element={<InterpretersAdmin subEvent={subEvent.data} />} />
          <Route path="programme" element={<ProgrammeAdmin subEvent={subEvent.data} />} />
          <Route path="speakers" element={<SpeakersAdmin subEvent={subEvent.data} />} />
          <Route path="floorMap" element={<FloorMapAdmin subEvent={subEvent.data} />} />
          <Route path="*" element={tools[0] ? <Navigate to={tools[0]} replace /> : null} />
        </Routes>
      </Suspense>
    </Box>
  );
}
