import type { FieldReportBatch } from 'contract/schemas/fieldReports';
import type { SiteManifest } from '../remotes/manifest';
import type { VitalSample } from './vitals';

jest.mock('./vitals', () => ({ watchVitals: jest.fn(async () => undefined) }));

const manifest: SiteManifest = {
  remotes: [{ name: 'careers', entry: 'https://cdn.example.com/careers/0123456789ab/remoteEntry.js' }],
  worker: 'https://api.example.com',
};

type FieldReportsModule = typeof import('./fieldReports');

/** The page's grant, as the composer sent it in its Server-Timing header (shell/src/server/fieldGrant.ts). */
const GRANT = `f1.${'e'.repeat(200)}.${'A'.repeat(43)}`;

/** The page's reporter as a fresh page load has it, with a beacon that records what it sends. */
function loadPage({ privacyControl, grant = GRANT }: { privacyControl?: boolean; grant?: string | null } = {}) {
  const navigation = { name: window.location.href, entryType: 'navigation', serverTiming: grant === null ? [] : [{ name: 'field-grant', description: grant, duration: 0 }] };
  // jsdom keeps no navigation timing: the page's entry, as a browser gives it.
  Object.defineProperty(window.performance, 'getEntriesByType', { value: (type: string) => (type === 'navigation' ? [navigation] : []), configurable: true });
  const beacons = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: privacyControl, configurable: true });
  let fieldReports!: FieldReportsModule;
  let vitals!: jest.MockedFunction<typeof import('./vitals').watchVitals>;
  jest.isolateModules(() => {
    fieldReports = jest.requireActual<FieldReportsModule>('./fieldReports');
    vitals = jest.requireMock<typeof import('./vitals')>('./vitals').watchVitals as typeof vitals;
  });
  const batches = () => beacons.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as FieldReportBatch);
  const reports = () => batches().flatMap((batch) => batch.reports);
  return { fieldReports, beacons, batches, reports, vitals };
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

const listeners: Array<[string, EventListenerOrEventListenerObject]> = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  window.history.replaceState(null, '', '/apply/positions/2');
  // Each test's page load adds its listeners to the one jsdom window: removed after it.
  jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    listeners.push([type, listener]);
    addEventListener(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  setVisibility('visible');
});

describe('field reports on a page', () => {
  it("sends what the page met to the worker as a beacon of JSON text, under the page's grant, without credentials, when the page is left", () => {
    const { fieldReports, beacons, batches, reports } = loadPage();
    fieldReports.startFieldReports();
    fieldReports.fieldReportsManifest(manifest);
    fieldReports.reportPageView('/apply/positions/2');
    fieldReports.reportFallback('careers');
    expect(beacons).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveBeenCalledWith('https://api.example.com/field-reports', {
      method: 'POST',
      body: expect.any(String),
      keepalive: true,
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(reports()).toEqual([
      { kind: 'page-view', remote: 'careers', version: '0123456789ab', route: '/apply/positions/:id', device: 'desktop' },
      { kind: 'fallback', remote: 'careers', version: '0123456789ab', route: '/apply/positions/:id', device: 'desktop' },
    ]);
    expect(batches().map(({ grant }) => grant)).toEqual([GRANT]);
  });

  it.each([
    ['no field grant (a page the composer did not draw)', null],
    ['a field grant of another shape', 'let-me-in'],
  ])('sends nothing at all from a page that came with %s', (_case, grant) => {
    const { fieldReports, beacons, vitals } = loadPage({ grant });
    fieldReports.startFieldReports();
    fieldReports.fieldReportsManifest(manifest);
    fieldReports.reportPageView('/apply/positions/2');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).not.toHaveBeenCalled();
    expect(vitals).not.toHaveBeenCalled();
  });

  it('sends when the page is hidden, with the vitals as they stand', () => {
    const { fieldReports, reports, vitals } = loadPage();
    fieldReports.startFieldReports();
    fieldReports.fieldReportsManifest(manifest);
    const onSample = vitals.mock.calls[0]![1] as (sample: VitalSample) => void;
    onSample({ name: 'CLS', value: 0.05, pathname: '/apply/positions/2' });
    setVisibility('hidden');
    expect(reports()).toEqual([expect.objectContaining({ kind: 'vital', name: 'CLS', value: 0.05, remote: 'careers' })]);
  });

  it("reports an uncaught error and an unhandled rejection as the current route's remote's", () => {
    const { fieldReports, reports } = loadPage();
    fieldReports.startFieldReports();
    fieldReports.fieldReportsManifest(manifest);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'Uncaught TypeError: x is undefined' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('no answer') }));
    window.dispatchEvent(new Event('pagehide'));
    expect(reports()).toEqual([
      expect.objectContaining({ kind: 'error', source: 'uncaught', remote: 'careers', route: '/apply/positions/:id', message: 'TypeError: x is undefined' }),
      expect.objectContaining({ kind: 'error', source: 'unhandled-rejection', remote: 'careers', message: 'Error: no answer' }),
    ]);
  });

  it('sends nothing at all from a browser that asks not to be tracked (Global Privacy Control)', () => {
    const { fieldReports, beacons, vitals } = loadPage({ privacyControl: true });
    fieldReports.startFieldReports();
    fieldReports.fieldReportsManifest(manifest);
    fieldReports.reportPageView('/apply/positions/2');
    fieldReports.reportBoundary('careers', new Error('x'));
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(beacons).not.toHaveBeenCalled();
    expect(vitals).not.toHaveBeenCalled();
  });

  it('sends nothing from a page load that is not in the sample', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    jest.doMock('./sampling', () => ({ sampledIn: () => Math.random() < 0.1 }));
    const { fieldReports, beacons } = loadPage();
    fieldReports.startFieldReports();
    fieldReports.fieldReportsManifest(manifest);
    fieldReports.reportPageView('/apply');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).not.toHaveBeenCalled();
    jest.dontMock('./sampling');
  });

  it('keeps a beacon the network refuses from reaching the page', async () => {
    const { fieldReports, beacons } = loadPage();
    beacons.mockRejectedValue(new TypeError('Failed to fetch'));
    const rejections = jest.fn();
    window.addEventListener('unhandledrejection', rejections);
    fieldReports.startFieldReports();
    fieldReports.fieldReportsManifest(manifest);
    fieldReports.reportPageView('/apply');
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(beacons).toHaveBeenCalledTimes(1);
    expect(rejections).not.toHaveBeenCalled();
  });

  it('does nothing before it is started, as on the server', () => {
    const { fieldReports, beacons } = loadPage();
    expect(() => {
      fieldReports.reportPageView('/apply');
      fieldReports.reportBoundary('careers', new Error('x'));
      fieldReports.reportChunkError('careers', new Error('x'));
    }).not.toThrow();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).not.toHaveBeenCalled();
  });
});
