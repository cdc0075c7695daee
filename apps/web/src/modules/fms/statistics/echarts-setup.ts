import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the statistics draw (bars, lines, grid, tooltip, legend) and the SVG
 * renderer; loaded by a chart when it mounts, so no first page carries it.
 */
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export const { init } = echarts;
