/**
 * The part of ECharts the report's charts use (bars, lines, axes, legend, tooltip; canvas), loaded only by the
 * report's page through a dynamic import, so the main bundle does not carry it.
 */
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
