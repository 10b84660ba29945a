// The benchmark's table and the budgets it reports against (reported, not enforced).
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 1800,
  cls: 0.02,
  homeJsBytes: 150 * 1024,
  federationByteRatio: 1.1,
  configRequestsPerSecond: 5000,
  configP99Ms: 20,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const webBytes = (page) => page.bytes.js.total + page.bytes.css.total;

function table(headers, rows) {
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** What falls short of the budgets, one sentence each. */
export function shortfalls(results) {
  const short = [];
  for (const { route, federated, monolith } of results.pages) {
    if (federated.performance < BUDGETS.performance) short.push(`${route}: performance ${federated.performance} < ${BUDGETS.performance}`);
    if (federated.accessibility < BUDGETS.accessibility) short.push(`${route}: accessibility ${federated.accessibility} < 100`);
    if (federated.lcpMs > BUDGETS.lcpMs) short.push(`${route}: LCP ${federated.lcpMs} ms > ${BUDGETS.lcpMs} ms`);
    if (federated.cls > BUDGETS.cls) short.push(`${route}: CLS ${federated.cls} > ${BUDGETS.cls}`);
    const ratio = webBytes(federated) / webBytes(monolith);
    if (ratio > BUDGETS.federationByteRatio) short.push(`${route}: federation costs ${((ratio - 1) * 100).toFixed(0)}% more bytes than the monolith (budget 10%)`);
  }
  const home = results.pages.find((page) => page.route === '/');
  if (home && home.federated.bytes.js.total > BUDGETS.homeJsBytes) {
    short.push(`/: first load ${kb(home.federated.bytes.js.total)} KB of compressed JavaScript > 150 KB`);
  }
  const config = results.worker.find((load) => load.title.startsWith('GET /config'));
  if (config && config.requestsPerSecond < BUDGETS.configRequestsPerSecond) short.push(`worker config lookups ${config.requestsPerSecond} req/s < 5,000`);
  if (config && config.p99Ms > BUDGETS.configP99Ms) short.push(`worker config lookups p99 ${config.p99Ms} ms > 20 ms`);
  for (const load of results.worker) if (load.errors > 0) short.push(`${load.title}: ${load.errors} errors`);
  return short;
}

export function formatReport(results) {
  const pages = table(
    ['route', 'perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS', 'total KB', 'JS shared KB', 'JS route KB', 'CSS KB', 'bytes fed/mono', 'LCP fed/mono'],
    results.pages.map(({ route, federated: f, monolith: m }) => [
      route,
      f.performance,
      f.accessibility,
      f.lcpMs,
      f.tbtMs,
      f.cls,
      kb(f.totalBytes),
      kb(f.bytes.js.shared),
      kb(f.bytes.js.route),
      kb(f.bytes.css.total),
      (webBytes(f) / webBytes(m)).toFixed(2),
      (f.lcpMs / m.lcpMs).toFixed(2),
    ]),
  );
  const worker = table(
    ['worker endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
    results.worker.map((load) => [load.title, load.requestsPerSecond, load.p50Ms, load.p99Ms, load.requests, load.errors]),
  );
  const short = shortfalls(results);
  return [
    `Taken ${results.takenAt} on ${results.machine} (${results.minutes} min; Lighthouse: median LCP of ${results.lighthouseRunsPerRoute ?? 1} runs a route)`,
    '',
    pages,
    '',
    worker,
    '',
    short.length ? `Falls short of the budgets:\n${short.map((line) => `- ${line}`).join('\n')}` : 'Every budget is met.',
  ].join('\n');
}

export function printReport(results) {
  console.log(`\n${formatReport(results)}\n`);
}
