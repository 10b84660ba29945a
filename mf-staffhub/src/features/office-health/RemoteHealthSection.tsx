// One remote on the health page: its live version and any canary (share, time left, the
// judge's reading), its release history, and a chart of each measure per version.
import { useMemo } from 'react';
import type { RemoteHealth } from 'contract/schemas/office';
import { HealthChart } from './HealthChart';
import { bucketTime, count, milliseconds, RANGE_WORDS, timeLeft, utcTime } from './healthFormat';
import type { HealthRange } from './officeHealthApi';
import { ReleaseHistory } from './ReleaseHistory';
import styles from './HealthPage.module.css';

type Point = RemoteHealth['versions'][number]['points'][number];

const MEASURES: ReadonlyArray<{ key: keyof Omit<Point, 'at'>; title: string; what: string; unit: string; format: (value: number | null) => string }> = [
  { key: 'pageLoads', title: 'Page loads', what: 'page loads', unit: '', format: (value) => count(value ?? 0) },
  { key: 'erroredPageLoads', title: 'Errored page loads', what: 'page loads that met an error', unit: '', format: (value) => count(value ?? 0) },
  { key: 'lcpP75', title: 'p75 LCP (largest contentful paint)', what: 'p75 LCP', unit: ' ms', format: milliseconds },
  { key: 'inpP75', title: 'p75 INP (interaction to next paint)', what: 'p75 INP', unit: ' ms', format: milliseconds },
];

function versionLabel(version: string, remote: RemoteHealth) {
  if (version === remote.live) return `${version} (live)`;
  if (version === remote.canary?.version) return `${version} (canary)`;
  return version;
}

export function RemoteHealthSection({ remote, range, now }: { remote: RemoteHealth; range: HealthRange; now: Date }) {
  const headingId = `health-${remote.remote}`;
  const words = RANGE_WORDS[range];
  const times = useMemo(() => remote.versions[0]?.points.map((point) => point.at) ?? [], [remote]);
  const charts = useMemo(
    () =>
      MEASURES.map((measure) => ({
        ...measure,
        series: remote.versions.map(({ version, points }) => ({ label: versionLabel(version, remote), values: points.map((point) => point[measure.key]) })),
      })),
    [remote],
  );
  const hasLoads = remote.versions.some(({ points }) => points.some((point) => point.pageLoads > 0));

  return (
    <section className={styles.remote} aria-labelledby={headingId}>
      <h2 id={headingId}>{remote.remote}</h2>
      <dl className={styles.facts}>
        <dt>Live version</dt>
        <dd>{remote.live ? <code>{remote.live}</code> : 'None released (it serves its own build)'}</dd>
        <dt>Canary</dt>
        {remote.canary ? (
          <dd>
            <code>{remote.canary.version}</code> for {remote.canary.share}% of visitors
            {remote.canary.deadline && (
              <>
                , {timeLeft(remote.canary.deadline, now)} (the judge decides by {utcTime(remote.canary.deadline)})
              </>
            )}
          </dd>
        ) : (
          <dd>None running</dd>
        )}
        {remote.canary && (
          <>
            <dt>The judge&apos;s reading now</dt>
            <dd>{remote.canary.reading}</dd>
          </>
        )}
      </dl>

      <h3>Release history</h3>
      <ReleaseHistory remote={remote.remote} history={remote.history} />

      <h3>How its versions did, {words.label.toLowerCase()}</h3>
      {!hasLoads && <p>No page loads of {remote.remote} reported {words.none}.</p>}
      {remote.versions.length > 0 && (
        <div className={styles.charts}>
          {charts.map((chart) => (
            <HealthChart
              key={chart.key}
              title={chart.title}
              caption={`${remote.remote}: ${chart.what} ${words.per}, by version (times in UTC)`}
              bucketHeading={`${words.bucket} (UTC)`}
              times={times}
              formatTime={bucketTime}
              series={chart.series}
              formatValue={chart.format}
              unit={chart.unit}
            />
          ))}
        </div>
      )}
    </section>
  );
}
