import {
  fieldReportBatchSchema,
  LOCAL_VERSION,
  MAX_FIELD_GRANT_LENGTH,
  MAX_FIELD_REPORT_BYTES,
  MAX_REPORTS_PER_BATCH,
  VITAL_MAX,
  type FieldReportBatch,
} from 'contract/schemas/fieldReports';
import type { SiteManifest } from '../remotes/manifest';
import { createFieldReporter, MAX_ERROR_REPORTS_PER_PAGE_LOAD, MAX_WAITING_REPORTS } from './reporter';

const manifest: SiteManifest = {
  remotes: [
    { name: 'careers', entry: 'https://cdn.example.com/releases/careers/0123456789ab/remoteEntry.js' },
    { name: 'marketing', entry: 'http://localhost:8081/remoteEntry.js' },
  ],
  worker: 'https://api.example.com/',
};
const ENDPOINT = 'https://api.example.com/field-reports';
/** A grant as long as a batch may carry (the composer's are far shorter). */
const GRANT = `f1.${'e'.repeat(MAX_FIELD_GRANT_LENGTH - 47)}.${'A'.repeat(43)}`;

function reporterWithBeacon({ landingPath = '/apply/positions/2', accepts = true } = {}) {
  const sent: { url: string; body: string }[] = [];
  const send = jest.fn((url: string, body: string) => {
    sent.push({ url, body });
    return accepts;
  });
  const reporter = createFieldReporter({ send, grant: GRANT, device: 'mobile', landingPath });
  const batches = () => sent.map(({ body }) => JSON.parse(body) as FieldReportBatch);
  const reports = () => batches().flatMap((batch) => batch.reports);
  return { reporter, send, sent, batches, reports };
}

describe('the field reporter', () => {
  it('sends a page view tagged with its remote, the version its entry names, the route pattern and the device, when the page is left', () => {
    const { reporter, sent, reports } = reporterWithBeacon();
    reporter.useManifest(manifest);
    reporter.pageView('/apply/positions/2');
    expect(sent).toHaveLength(0);
    reporter.leave();
    expect(sent.map(({ url }) => url)).toEqual([ENDPOINT]);
    expect(reports()).toEqual([
      { kind: 'page-view', remote: 'careers', version: '0123456789ab', route: '/apply/positions/:id', device: 'mobile' },
    ]);
  });

  it("names 'local' for a remote serving its own build and for the shell's own pages", () => {
    const { reporter, reports } = reporterWithBeacon();
    reporter.useManifest(manifest);
    reporter.pageView('/team');
    reporter.pageView('/confirmation');
    reporter.pageView('/no/such/page');
    reporter.leave();
    expect(reports().map(({ remote, version, route }) => [remote, version, route])).toEqual([
      ['marketing', LOCAL_VERSION, '/team'],
      ['shell', LOCAL_VERSION, '/confirmation'],
      ['shell', LOCAL_VERSION, '/*'],
    ]);
  });

  it('keeps what happens before the manifest is known, and sends it once it is', () => {
    const { reporter, sent, reports } = reporterWithBeacon();
    reporter.pageView('/apply');
    reporter.leave();
    expect(sent).toHaveLength(0);
    reporter.useManifest(manifest);
    reporter.leave();
    expect(reports()).toEqual([expect.objectContaining({ kind: 'page-view', route: '/apply', version: '0123456789ab' })]);
  });

  it(`keeps at most ${MAX_WAITING_REPORTS} reports while the manifest is not known`, () => {
    const { reporter, reports } = reporterWithBeacon();
    for (let page = 0; page < MAX_WAITING_REPORTS + 20; page += 1) reporter.pageView(`/apply/positions/${page}`);
    reporter.useManifest(manifest);
    reporter.leave();
    expect(reports()).toHaveLength(MAX_WAITING_REPORTS);
  });

  it('counts a page view when the path changes, not when the same path is reported again', () => {
    const { reporter, reports } = reporterWithBeacon();
    reporter.useManifest(manifest);
    reporter.pageView('/tobhomes/caseta');
    reporter.pageView('/tobhomes/caseta');
    reporter.pageView('/tobhomes');
    reporter.pageView('/tobhomes/caseta');
    reporter.leave();
    expect(reports().map(({ route }) => route)).toEqual(['/tobhomes/caseta', '/tobhomes', '/tobhomes/caseta']);
  });

  it(`sends a batch as soon as it holds ${MAX_REPORTS_PER_BATCH} reports`, () => {
    const { reporter, batches } = reporterWithBeacon();
    reporter.useManifest(manifest);
    for (let page = 0; page < MAX_REPORTS_PER_BATCH * 2 + 1; page += 1) reporter.pageView(page % 2 ? '/apply' : '/team');
    expect(batches().map(({ reports }) => reports.length)).toEqual([MAX_REPORTS_PER_BATCH, MAX_REPORTS_PER_BATCH]);
    reporter.leave();
    expect(batches().map(({ reports }) => reports.length)).toEqual([MAX_REPORTS_PER_BATCH, MAX_REPORTS_PER_BATCH, 1]);
  });

  it(`keeps every batch, its grant included, under ${MAX_FIELD_REPORT_BYTES / 1024} KB as the worker counts bytes, however long its messages, and each one valid`, () => {
    const { reporter, sent, batches } = reporterWithBeacon();
    reporter.useManifest(manifest);
    // Distinct errors of 200 characters of three UTF-8 bytes each.
    for (let n = 0; n < MAX_ERROR_REPORTS_PER_PAGE_LOAD; n += 1) {
      reporter.error('/apply', { source: 'uncaught', error: undefined, message: `${n} ${'€'.repeat(300)}` });
    }
    reporter.leave();
    expect(sent.length).toBeGreaterThan(1);
    // Measured as the worker's body limit reads it, in UTF-8 bytes, not by the reporter's own counter.
    for (const { body } of sent) expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(MAX_FIELD_REPORT_BYTES);
    expect(GRANT).toHaveLength(MAX_FIELD_GRANT_LENGTH);
    for (const batch of batches()) expect(batch.grant).toBe(GRANT);
    for (const batch of batches()) expect(fieldReportBatchSchema.safeParse(batch).success).toBe(true);
    expect(batches().flatMap(({ reports }) => reports)).toHaveLength(MAX_ERROR_REPORTS_PER_PAGE_LOAD);
  });

  it("cleans an error's message so the worker takes it: no query string, email address or long number", () => {
    const { reporter, reports } = reporterWithBeacon();
    reporter.useManifest(manifest);
    reporter.error('/apply/positions/1', {
      source: 'unhandled-rejection',
      error: new Error('x'),
      message: 'Error: could not send https://api.example.com/submissions?email=ann@example.com for ann@example.com, 6085550142\n',
    });
    reporter.leave();
    expect(reports()).toEqual([
      {
        kind: 'error',
        source: 'unhandled-rejection',
        remote: 'careers',
        version: '0123456789ab',
        route: '/apply/positions/:id',
        device: 'mobile',
        message: 'Error: could not send https://api.example.com/submissions for [email] [number]',
      },
    ]);
  });

  it('reports the same error once per page load, and a page that throws in a loop at most so many errors', () => {
    const { reporter, reports } = reporterWithBeacon();
    reporter.useManifest(manifest);
    for (let n = 0; n < 5; n += 1) reporter.error('/team', { source: 'uncaught', error: undefined, message: 'Error: same' });
    expect(reports()).toHaveLength(0);
    reporter.leave();
    expect(reports()).toHaveLength(1);
    for (let n = 0; n < MAX_ERROR_REPORTS_PER_PAGE_LOAD * 3; n += 1) {
      reporter.error('/team', { source: 'uncaught', error: undefined, message: `Error: ${'x'.repeat(n)}` });
    }
    reporter.leave();
    expect(reports()).toHaveLength(MAX_ERROR_REPORTS_PER_PAGE_LOAD);
  });

  it('reports a chunk that failed to load as a chunk error, wherever it is met', () => {
    const { reporter, reports } = reporterWithBeacon();
    reporter.useManifest(manifest);
    const chunkFailed = Object.assign(new Error('Loading chunk 167 failed.\n(missing: https://cdn.example.com/167.js)'), {
      name: 'ChunkLoadError',
    });
    reporter.error('/apply', { source: 'unhandled-rejection', error: chunkFailed, message: 'ChunkLoadError' });
    reporter.boundary('careers', '/apply/positions/2', chunkFailed);
    reporter.chunkError('careers', '/apply', new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    reporter.boundary('careers', '/apply/positions/2', new Error('render failure'));
    reporter.fallback('careers', '/apply/positions/2');
    reporter.leave();
    expect(reports().map(({ kind, route }) => [kind, route])).toEqual([
      ['chunk-error', '/apply'],
      ['chunk-error', '/apply/positions/:id'],
      ['chunk-error', '/apply'],
      ['boundary', '/apply/positions/:id'],
      ['fallback', '/apply/positions/:id'],
    ]);
    expect(reports()[3]).toMatchObject({ remote: 'careers', message: 'render failure' });
  });

  it('sends each vital once per page load, clamped to what the worker takes, when the page is first hidden or left', () => {
    const { reporter, reports } = reporterWithBeacon({ landingPath: '/gallery/residentialgallerylist/991' });
    reporter.useManifest(manifest);
    reporter.vital({ name: 'LCP', value: 900, pathname: '/apply' });
    reporter.vital({ name: 'LCP', value: 10 * VITAL_MAX.LCP, pathname: '/apply' });
    reporter.vital({ name: 'INP', value: 180, pathname: '/team' });
    reporter.vital({ name: 'INP', value: 320, pathname: '/apply/positions/1' });
    reporter.vital({ name: 'CLS', value: -0.01, pathname: '/team' });
    reporter.vital({ name: 'CLS', value: Number.NaN, pathname: '/team' });
    expect(reports()).toHaveLength(0);
    reporter.leave();
    reporter.vital({ name: 'INP', value: 900, pathname: '/team' });
    reporter.leave();
    expect(reports()).toEqual([
      // LCP measures the page loaded; the others the page where their value was reached.
      { kind: 'vital', name: 'LCP', value: VITAL_MAX.LCP, remote: 'marketing', version: LOCAL_VERSION, route: '/gallery/residentialgallerylist/:id', device: 'mobile' },
      { kind: 'vital', name: 'INP', value: 320, remote: 'careers', version: '0123456789ab', route: '/apply/positions/:id', device: 'mobile' },
      { kind: 'vital', name: 'CLS', value: 0, remote: 'marketing', version: LOCAL_VERSION, route: '/team', device: 'mobile' },
    ]);
  });

  it('never lets a failing beacon reach the page', () => {
    const send = jest.fn(() => {
      throw new TypeError('beacon refused');
    });
    const reporter = createFieldReporter({ send, grant: GRANT, device: 'desktop', landingPath: '/' });
    reporter.useManifest(manifest);
    reporter.pageView('/');
    expect(() => reporter.leave()).not.toThrow();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a batch the browser will not queue, without trying again', () => {
    const { reporter, send } = reporterWithBeacon({ accepts: false });
    reporter.useManifest(manifest);
    reporter.pageView('/');
    reporter.leave();
    reporter.leave();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
