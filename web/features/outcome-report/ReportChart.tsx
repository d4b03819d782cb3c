import { Box, Paper, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReportChart as Chart } from "../../../shared/outcome-report/charts";

type EChartsModule = typeof import("./echarts");
let loading: Promise<EChartsModule> | undefined;
/** ECharts on first use (one download for every chart of the page). */
const loadECharts = () => {
  loading ??= import("./echarts");
  return loading;
};

/** One chart of the report: the shared options drawn on a canvas that follows its container's width. */
export function ReportChart({ chart }: { chart: Chart }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let disposed = false;
    let instance: ReturnType<EChartsModule["echarts"]["init"]> | undefined;
    let observer: ResizeObserver | undefined;
    void loadECharts().then(({ echarts }) => {
      if (disposed || !box.current) return;
      instance = echarts.init(box.current, null, { renderer: "canvas" });
      instance.setOption(chart.option);
      observer = new ResizeObserver(() => instance?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, [chart]);
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 1.5, minWidth: 0 }} aria-label={chart.title}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {chart.title}
      </Typography>
      {!ready && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t("outcomeReport.chartLoading")}
        </Typography>
      )}
      <Box ref={box} sx={{ width: "100%", height: chart.height }} />
    </Paper>
  );
}
