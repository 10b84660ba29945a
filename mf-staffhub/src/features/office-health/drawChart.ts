// The chart library, loaded only by the health page's charts (HealthChart imports this
// module when it mounts): uPlot, about 50 KB minified, drawing on a canvas. Each chart's
// numbers are also a table (HealthChart), so the canvas is hidden from assistive technology.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartData {
  /** The buckets' starts, in seconds since the epoch (uPlot's time scale). */
  times: number[];
  series: Array<{ label: string; values: Array<number | null> }>;
  /** The y axis's unit, after each value: '' for counts, ' ms' for the vitals. */
  unit: string;
}

export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

// The site's brand blue, then colours apart from it and from one another, each at least
// 4.5:1 on white; each series also has its own dash, so no one tells them apart by colour alone.
const COLOURS = ['#0b4f8a', '#b3261e', '#1e6b3a', '#7a4d00', '#5b3f99', '#4a5568'];
const DASHES = [[], [8, 4], [2, 3], [12, 3, 2, 3], [4, 4], [1, 2]];

const HEIGHT = 220;

export function drawChart(target: HTMLElement, { times, series, unit }: ChartData, width: number): DrawnChart {
  const options: uPlot.Options = {
    width,
    height: HEIGHT,
    // Times in UTC, as the page's tables and the release history give them.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] } },
    axes: [{}, { values: (_u, ticks) => ticks.map((tick) => `${tick}${unit}`), size: unit ? 70 : 50 }],
    series: [
      {},
      ...series.map(({ label }, index) => ({
        label,
        stroke: COLOURS[index % COLOURS.length],
        dash: DASHES[index % DASHES.length],
        width: 2,
        spanGaps: false,
        value: (_u: uPlot, value: number | null) => (value === null || value === undefined ? 'no data' : `${value}${unit}`),
      })),
    ],
  };
  const chart = new uPlot(options, [times, ...series.map(({ values }) => values)] as uPlot.AlignedData, target);
  return {
    resize: (nextWidth) => chart.setSize({ width: nextWidth, height: HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
