import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { officeHealthSchema, type OfficeHealth } from 'contract/schemas/office';
import { fakeWorker, json, WORKER } from 'site-testing/fakeWorker';
import { drawChart } from './drawChart';
import { HealthPage } from './HealthPage';

// uPlot draws on a canvas, which jsdom has not: the charts' numbers are checked in their tables.
jest.mock('./drawChart', () => ({ drawChart: jest.fn(() => ({ resize: jest.fn(), destroy: jest.fn() })) }));
const drawn = jest.mocked(drawChart);

const LIVE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const HOUR_MS = 60 * 60 * 1000;
const FIRST = Date.parse('2026-11-26T15:00:00.000Z');
const NOW = new Date('2026-11-27T14:30:00.000Z');

const points = (count: number, bucketMs: number, loads: (slot: number) => number) =>
  Array.from({ length: count }, (_, slot) => ({
    at: new Date(FIRST + slot * bucketMs).toISOString(),
    pageLoads: loads(slot),
    erroredPageLoads: slot === count - 1 ? 1 : 0,
    lcpP75: loads(slot) > 0 ? 2100 : null,
    inpP75: loads(slot) > 0 ? 180 : null,
  }));

function health(range: 'day' | 'week', releaseNote: string | null = null): OfficeHealth {
  const [count, bucketMs] = range === 'day' ? [24, HOUR_MS] : [28, 6 * HOUR_MS];
  return officeHealthSchema.parse({
    range,
    releaseNote,
    remotes: [
      {
        remote: 'careers',
        live: LIVE,
        canary: { version: CANARY, share: 10, deadline: '2026-11-29T20:30:00.000Z', reading: 'No decision yet: 12 page loads of the canary, 140 of the live version: 300 each before it is judged' },
        history: [
          { at: '2026-11-27T11:00:00.000Z', version: CANARY, by: 'sam', action: 'canary', commit: '0123456789abcdef' },
          { at: '2026-11-20T09:00:00.000Z', version: LIVE, by: 'kim', action: 'release', commit: null },
        ],
        versions: [
          { version: LIVE, points: points(count, bucketMs, (slot) => (slot === count - 1 ? 140 : slot)) },
          { version: CANARY, points: points(count, bucketMs, (slot) => (slot === count - 1 ? 12 : 0)) },
        ],
      },
      { remote: 'guides', live: null, canary: null, history: [], versions: [] },
    ],
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'setTimeout', 'clearTimeout', 'setImmediate'] });
  drawn.mockImplementation(() => ({ resize: jest.fn(), destroy: jest.fn() }));
});
afterEach(() => jest.useRealTimers());

const healthRoute = (answer: (range: string) => Response) => fakeWorker({ 'GET /office/health': (request) => answer(new URL(request.url).searchParams.get('range') ?? '') });

const section = async (remote: string) => screen.findByRole('region', { name: remote });
const tableNamed = (name: string) => screen.getByRole('table', { name });

describe('the office health page', () => {
  it("asks the worker for the last day with the office session's cookie", async () => {
    const { requests } = healthRoute(() => json(health('day')));
    const fetchSpy = jest.mocked(globalThis.fetch);
    render(<HealthPage />);
    await section('careers');
    expect(requests.map(({ url }) => url)).toEqual([`${WORKER}/office/health?range=day`]);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it("shows each remote's live version, its canary with the time left and the judge's reading, and its history", async () => {
    healthRoute(() => json(health('day')));
    render(<HealthPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Site health' })).toBeInTheDocument();
    const careers = await section('careers');
    expect(within(careers).getByText('Live version').nextElementSibling).toHaveTextContent(LIVE);
    expect(within(careers).getByText('Canary').nextElementSibling).toHaveTextContent(`${CANARY} for 10% of visitors, 2 days 6 hours left (the judge decides by Nov 29, 20:30 UTC)`);
    expect(within(careers).getByText("The judge's reading now").nextElementSibling).toHaveTextContent(
      'No decision yet: 12 page loads of the canary, 140 of the live version: 300 each before it is judged',
    );
    const history = within(careers).getByRole('table', { name: 'Release history of careers, newest first' });
    expect(within(history).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'WhenActionVersionByCommit',
      `Nov 27, 11:00 UTCcanary${CANARY}sam0123456789ab`,
      `Nov 20, 09:00 UTCrelease${LIVE}kimnone recorded`,
    ]);
    const guides = await section('guides');
    expect(within(guides).getByText('Live version').nextElementSibling).toHaveTextContent('None released (it serves its own build)');
    expect(within(guides).getByText('Canary').nextElementSibling).toHaveTextContent('None running');
    expect(within(guides).getByText('No releases of guides yet.')).toBeInTheDocument();
    expect(within(guides).getByText('No page loads of guides reported in the last day.')).toBeInTheDocument();
  });

  it('draws a chart of each measure per version, its numbers also a table with a caption', async () => {
    healthRoute(() => json(health('day')));
    render(<HealthPage />);
    const careers = await section('careers');
    for (const title of ['Page loads', 'Errored page loads', 'p75 LCP (largest contentful paint)', 'p75 INP (interaction to next paint)']) {
      expect(within(careers).getByRole('figure', { name: title })).toBeInTheDocument();
    }
    const loads = tableNamed('careers: page loads per hour, by version (times in UTC)');
    const rows = within(loads).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Hour starting (UTC)', `${LIVE} (live)`, `${CANARY} (canary)`]);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 26, 15:00');
    expect(within(rows[24]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['140', '12']);
    const lcp = tableNamed('careers: p75 LCP per hour, by version (times in UTC)');
    expect(within(within(lcp).getAllByRole('row')[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2,100 ms', 'no data']);
    expect(tableNamed('careers: page loads that met an error per hour, by version (times in UTC)')).toBeInTheDocument();
    expect(tableNamed('careers: p75 INP per hour, by version (times in UTC)')).toBeInTheDocument();
    // The same numbers went to the chart: four charts of careers, each with both versions.
    expect(drawn).toHaveBeenCalledTimes(4);
    const [, data] = drawn.mock.calls[0]!;
    expect(data.times[0]).toBe(FIRST / 1000);
    expect(data.series.map(({ label, values }) => [label, values.at(-1)])).toEqual([
      [`${LIVE} (live)`, 140],
      [`${CANARY} (canary)`, 12],
    ]);
  });

  it('opens each table from its "Show as table" disclosure', async () => {
    healthRoute(() => json(health('day')));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<HealthPage />);
    const figure = within(await section('careers')).getByRole('figure', { name: 'Page loads' });
    const disclosure = within(figure).getByText('Show as table');
    expect(disclosure.closest('details')).not.toHaveAttribute('open');
    await user.click(disclosure);
    expect(disclosure.closest('details')).toHaveAttribute('open');
  });

  it('asks again for the last week when the reader picks it, and buckets by six hours', async () => {
    const { requests } = healthRoute((range) => json(health(range === 'week' ? 'week' : 'day')));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<HealthPage />);
    await section('careers');
    const day = screen.getByRole('radio', { name: 'Last day, by the hour' });
    expect(day).toBeChecked();
    day.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Last week, by 6 hours' })).toBeChecked();
    expect(await screen.findByRole('table', { name: 'careers: page loads per 6 hours, by version (times in UTC)' })).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toEqual([`${WORKER}/office/health?range=day`, `${WORKER}/office/health?range=week`]);
    expect(within(tableNamed('careers: page loads per 6 hours, by version (times in UTC)')).getAllByRole('row')).toHaveLength(29);
  });

  it('says why live versions are missing when the worker has no release store', async () => {
    const note = 'No release store is configured for the worker (RELEASES_DIR on Node, RELEASE_SERVICE_URL and RELEASE_READ_KEY on Workers): live versions, canaries and the history are not shown.';
    healthRoute(() => json(health('day', note)));
    render(<HealthPage />);
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it('shows the table in place of a chart that cannot be drawn', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    drawn.mockImplementation(() => {
      throw new Error('no canvas');
    });
    healthRoute(() => json(health('day')));
    render(<HealthPage />);
    const figure = within(await section('careers')).getByRole('figure', { name: 'Page loads' });
    expect(await within(figure).findByText('The chart could not be drawn: its numbers are in the table below.')).toBeInTheDocument();
    expect(within(figure).getByText('Show as table').closest('details')).toHaveAttribute('open');
  });

  it('says the session ended, and tells the office frame, when the worker refuses it', async () => {
    healthRoute(() => json({ error: 'Sign in to the office first' }, 401));
    const onSessionRefused = jest.fn();
    render(<HealthPage onSessionRefused={onSessionRefused} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your office session has ended. Sign in again to see the site’s health.');
    expect(onSessionRefused).toHaveBeenCalledWith(401);
  });

  it('says access was withdrawn for a revoked person', async () => {
    healthRoute(() => json({ error: 'revoked' }, 403));
    render(<HealthPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your office access has been withdrawn. Ask an admin for a new invitation.');
  });

  it('says the health could not be loaded, and tries again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    healthRoute(() => (down ? json({ error: 'Internal error' }, 500) : json(health('day'))));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<HealthPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The site’s health could not be loaded. Check your connection and try again.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section('careers')).toBeInTheDocument();
  });
});
