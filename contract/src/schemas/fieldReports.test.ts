import fc from 'fast-check';
import { ENDPOINTS } from 'contract/endpoints';
import {
  FIELD_REPORT_KINDS,
  fieldReportBatchSchema,
  MAX_FIELD_GRANT_LENGTH,
  fieldReportMessage,
  fieldReportSchema,
  MAX_MESSAGE_LENGTH,
  MAX_REPORTS_PER_BATCH,
  VITAL_MAX,
  type FieldReport,
} from 'contract/schemas/fieldReports';

const WHERE = { remote: 'careers', version: '3f2a9c01b7de', route: '/apply/positions/:id', device: 'mobile' } as const;

const ONE_OF_EACH: FieldReport[] = [
  { kind: 'page-view', ...WHERE },
  { kind: 'error', ...WHERE, source: 'uncaught', message: "Cannot read properties of undefined (reading 'title')" },
  { kind: 'error', ...WHERE, source: 'unhandled-rejection' },
  { kind: 'fallback', ...WHERE, remote: 'payments' },
  { kind: 'chunk-error', ...WHERE, message: 'Loading chunk 412 failed. (error: https://cdn.example.com/careers/3f2a9c01b7de/412.js)' },
  { kind: 'boundary', ...WHERE, remote: 'shell', version: 'local', route: '/' },
  { kind: 'vital', ...WHERE, name: 'LCP', value: 2380.5 },
  { kind: 'vital', ...WHERE, name: 'INP', value: 96 },
  { kind: 'vital', ...WHERE, name: 'CLS', value: 0.04, device: 'desktop' },
];

const accepts = (report: unknown) => fieldReportSchema.safeParse(report).success;

describe('the field reports endpoint', () => {
  it('is POST /field-reports', () => {
    expect(ENDPOINTS.fieldReports).toBe('/field-reports');
  });
});

describe('the field report schema', () => {
  it('accepts a report of every kind', () => {
    expect(new Set(ONE_OF_EACH.map((report) => report.kind))).toEqual(new Set(FIELD_REPORT_KINDS));
    for (const report of ONE_OF_EACH) expect(fieldReportSchema.parse(report)).toEqual(report);
  });

  it('refuses an unknown kind, and a report without one', () => {
    expect(accepts({ kind: 'click', ...WHERE })).toBe(false);
    expect(accepts({ ...WHERE })).toBe(false);
  });

  it.each([
    ['a page view', { kind: 'page-view', ...WHERE, userAgent: 'Mozilla/5.0' }],
    ['an error', { kind: 'error', ...WHERE, source: 'uncaught', stack: 'at x (https://a.example/x.js?token=1:1:1)' }],
    ['a vital', { kind: 'vital', ...WHERE, name: 'INP', value: 80, url: 'https://example.com/apply?name=Ann' }],
    ['a page view with a field of another kind', { kind: 'page-view', ...WHERE, name: 'LCP' }],
  ])('refuses %s with a field the contract does not have', (_name, report) => {
    expect(accepts(report)).toBe(false);
  });

  it.each(['shell', 'marketing', 'careers', 'payments', 'guides', 'staffhub'])('takes the remote %s', (remote) => {
    expect(accepts({ kind: 'page-view', ...WHERE, remote })).toBe(true);
  });

  it.each(['mf-careers', 'worker', 'Careers', ''])('refuses the remote %j', (remote) => {
    expect(accepts({ kind: 'page-view', ...WHERE, remote })).toBe(false);
  });

  it.each(['3f2a9c01b7de', 'local'])('takes the version %s', (version) => {
    expect(accepts({ kind: 'page-view', ...WHERE, version })).toBe(true);
  });

  it.each(['3F2A9C01B7DE', '3f2a9c01b7d', '3f2a9c01b7de0', 'latest', '', 'local '])('refuses the version %j', (version) => {
    const result = fieldReportSchema.safeParse({ kind: 'page-view', ...WHERE, version });
    expect(result.error?.issues).toEqual([{ code: 'custom', path: ['version'], message: "A version is a release's 12 hex digits or 'local'" }]);
  });

  it.each(['/', '/apply/positions/:id', '/kh/*', '/verify/trust/nav', '/gallery/home-theater', '/support/newTicket'])(
    'takes the route pattern %s',
    (route) => expect(accepts({ kind: 'page-view', ...WHERE, route })).toBe(true),
  );

  it.each([
    ['a query string', '/apply/positions/:id?name=Ann'],
    ['a bare question mark', '/apply?'],
    ['a fragment', '/support#ticket'],
    ['an encoded value', '/apply/positions/Ann%20Lee'],
    ['a whole URL', 'https://example.com/apply'],
    ['no leading slash', 'apply'],
    ['a space', '/apply/ positions'],
    ['nothing', ''],
    ['too long a pattern', `/${'a'.repeat(120)}`],
  ])('refuses a route with %s', (_name, route) => {
    const result = fieldReportSchema.safeParse({ kind: 'page-view', ...WHERE, route });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['route'] })]);
  });

  it.each(['phone', 'watch', '', 'Mobile'])('refuses the device class %j', (device) => {
    expect(accepts({ kind: 'page-view', ...WHERE, device })).toBe(false);
  });

  it.each([
    ['LCP', 0, true],
    ['LCP', VITAL_MAX.LCP, true],
    ['LCP', VITAL_MAX.LCP + 1, false],
    ['INP', VITAL_MAX.INP, true],
    ['INP', VITAL_MAX.INP + 0.5, false],
    ['CLS', 0.25, true],
    ['CLS', VITAL_MAX.CLS + 0.01, false],
    ['INP', -1, false],
    ['FID', 10, false],
    ['TTFB', 10, false],
  ] as const)('a %s of %d is %s', (name, value, accepted) => {
    expect(accepts({ kind: 'vital', ...WHERE, name, value })).toBe(accepted);
  });

  it.each([['a string', '120'], ['nothing', undefined], ['null', null]])('refuses a vital whose value is %s', (_name, value) => {
    expect(accepts({ kind: 'vital', ...WHERE, name: 'INP', value })).toBe(false);
  });

  it.each([
    ['a URL with its query string', 'Failed to fetch https://worker.example.com/hub/topics?token=abc'],
    ['a path with its query string', 'GET /apply?name=Ann failed'],
    ['a URL with a fragment', 'at https://example.com/app.js#L10'],
    ['an email address', 'No account for ann.lee@example.com'],
    ['a long number', 'Card 4111111111111111 declined'],
    ['a phone number without separators', 'Call 6085551234'],
    ['an escape sequence', 'Oops \u001b[31mred'],
    ['a line break', 'first\nsecond'],
    ['a text-direction override', 'abc\u202edef'],
    ['more than 200 characters', 'e'.repeat(MAX_MESSAGE_LENGTH + 1)],
  ])('refuses an error message with %s', (_name, message) => {
    const result = fieldReportSchema.safeParse({ kind: 'error', ...WHERE, source: 'uncaught', message });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['message'] })]);
  });

  it('refuses an error without its source', () => {
    expect(accepts({ kind: 'error', ...WHERE, message: 'x' })).toBe(false);
    expect(accepts({ kind: 'error', ...WHERE, source: 'console' })).toBe(false);
  });
});

describe('fieldReportMessage', () => {
  it('cuts query strings and fragments, and replaces email addresses and long numbers', () => {
    expect(fieldReportMessage('Failed to fetch https://worker.example.com/hub/topics?token=abc#x now')).toBe(
      'Failed to fetch https://worker.example.com/hub/topics now',
    );
    expect(fieldReportMessage('GET /apply?name=Ann&email=a@b.co failed')).toBe('GET /apply failed');
    expect(fieldReportMessage('No account for ann.lee@example.com')).toBe('No account for [email]');
    expect(fieldReportMessage('Card 4111111111111111, chunk 412')).toBe('Card [number], chunk 412');
    expect(fieldReportMessage('  a\u001b[31mb\nc  ')).toBe('a [31mb c');
  });

  it('keeps a message within 200 characters', () => {
    expect(fieldReportMessage('x'.repeat(500))).toHaveLength(MAX_MESSAGE_LENGTH);
  });

  it('makes any text into a message the schema accepts', () => {
    const pieces = fc.oneof(
      fc.string(),
      fc.constantFrom('/', '?', '#', '@', '.', ' ', '\n', '\u001b', '\u202e', 'https://a.example/', '0123456789', 'ann@example.com'),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const message = fieldReportMessage(parts.join(''));
        expect(accepts({ kind: 'error', ...WHERE, source: 'uncaught', message })).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the field report batch schema', () => {
  const report = { kind: 'page-view', ...WHERE };
  /** A grant's shape (whether it is genuine is the worker's to tell: worker/src/field-reports/). */
  const grant = `f1.${'e'.repeat(200)}.${'A'.repeat(43)}`;

  it(`takes a grant and 1 to ${MAX_REPORTS_PER_BATCH} reports`, () => {
    expect(fieldReportBatchSchema.safeParse({ grant, reports: ONE_OF_EACH }).success).toBe(true);
    expect(fieldReportBatchSchema.safeParse({ grant, reports: Array(MAX_REPORTS_PER_BATCH).fill(report) }).success).toBe(true);
  });

  it.each([
    ['no grant', { reports: [report] }],
    ['a grant of another shape', { grant: 'p1.careers.0123456789ab.1790000000.' + 'A'.repeat(43), reports: [report] }],
    ['a grant too long', { grant: `f1.${'e'.repeat(MAX_FIELD_GRANT_LENGTH)}.${'A'.repeat(43)}`, reports: [report] }],
    ['no reports', { grant, reports: [] }],
    ['too many reports', { grant, reports: Array(MAX_REPORTS_PER_BATCH + 1).fill(report) }],
    ['a bare array', [report]],
    ['a field besides the grant and the reports', { grant, reports: [report], sessionId: 'abc' }],
    ['reports that are not a list', { grant, reports: report }],
    ['one bad report among good ones', { grant, reports: [report, { ...report, route: '/apply?x=1' }, report] }],
  ])('refuses %s', (_name, batch) => {
    expect(fieldReportBatchSchema.safeParse(batch).success).toBe(false);
  });
});
