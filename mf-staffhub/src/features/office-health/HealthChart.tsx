// One chart of a remote's versions over the range (page loads, errored page loads, p75 LCP
// or p75 INP): drawn by uPlot on a canvas, which loads with the first chart (drawChart.ts,
// a chunk of its own), and the same numbers as a table behind "Show as table", with a
// caption, for screen readers and keyboard users. If the chart cannot be drawn the table
// opens in its place.
import { useEffect, useId, useRef, useState } from 'react';
import type { DrawnChart } from './drawChart';
import styles from './HealthPage.module.css';

export interface HealthChartProps {
  title: string;
  /** What the table's caption says: the remote, the measure and the range. */
  caption: string;
  /** The column heading of the buckets, e.g. 'Hour starting'. */
  bucketHeading: string;
  /** The buckets' starts (ISO 8601) and how each is written in the table. */
  times: string[];
  formatTime: (iso: string) => string;
  series: Array<{ label: string; values: Array<number | null> }>;
  /** How a value is written in the table. */
  formatValue: (value: number | null) => string;
  /** The chart axis's unit after each value ('' for counts, ' ms'). */
  unit: string;
}

const loadChart = () => import(/* webpackChunkName: "office-health-chart" */ './drawChart');

export function HealthChart({ title, caption, bucketHeading, times, formatTime, series, formatValue, unit }: HealthChartProps) {
  const titleId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = plotRef.current;
    if (!target) return;
    let chart: DrawnChart | undefined;
    let left = false;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart?.resize(target.clientWidth));
    loadChart()
      .then(({ drawChart }) => {
        if (left) return;
        chart = drawChart(target, { times: times.map((iso) => Date.parse(iso) / 1000), series, unit }, target.clientWidth || 600);
        observer?.observe(target);
      })
      .catch((error: unknown) => {
        console.error('the chart could not be drawn', error);
        if (!left) setFailed(true);
      });
    return () => {
      left = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [times, series, unit]);

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.chartTitle}>
        {title}
      </h4>
      {failed ? <p>The chart could not be drawn: its numbers are in the table below.</p> : <div ref={plotRef} className={styles.plot} aria-hidden="true" />}
      <details className={styles.numbers} open={failed || undefined}>
        <summary>Show as table</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{bucketHeading}</th>
                {series.map(({ label }) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {times.map((time, row) => (
                <tr key={time}>
                  <th scope="row">{formatTime(time)}</th>
                  {series.map(({ label, values }) => (
                    <td key={label}>{formatValue(values[row] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
