#!/usr/bin/env node
// npm run bench:trace: what makes up Lighthouse's figures for a few routes, and how they
// move when one suspect is taken out of the page. The bench's own Lighthouse run (mobile
// preset, simulated throttling, lib/lighthouse.mjs) against the built site served on a
// base port of your choice, reporting per run: the host's benchmark index (how fast this
// machine's CPU is: simulated throttling multiplies what it observes by 4, so a slower or
// busier host makes every task longer), TBT and its long tasks, each script's main-thread
// time, the LCP element and its phases, layout shifts and their elements, and the requests
// that start before the first paint. Every report is saved whole in tooling/bench/.run/traces.
//
//   node tooling/bench/trace.mjs --base 12000 --routes /,/verify --runs 2 \
//     --variants as-is,no-chunk-preloads,no-capture [--monolith]
//
// A variant other than as-is loads the page through a proxy on base+50 that rewrites the
// composer's HTML (nothing is rebuilt): no-chunk-preloads keeps the remote's entry but drops
// the page's chunk preloads (the page as before #31's one wave), no-preloads drops every
// <link rel=preload> of a script, no-capture drops the inline early capture (#31). A variant
// that needs a build (the frame's hydration, the remotes' code) is measured by building it
// and running this again.
//
// TRACE_LOG=1 prints the site's own log lines (the composer's, the worker's) on stderr.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { rootDir, siteProcesses, startSite } from '../scripts/lib/site.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { portsFor } from 'site/ports';

const flag = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const base = Number(flag('base', '12000'));
const routes = flag('routes', '/').split(',');
const runs = Number(flag('runs', '1'));
const variants = flag('variants', 'as-is').split(',');
const withMonolith = process.argv.includes('--monolith');
// Sites already served elsewhere (another build of the site), measured in turn with these.
const extras = process.argv.flatMap((arg, at) => (process.argv[at - 1] === '--extra' ? [arg.split('=')] : [])).map(([variant, origin]) => ({ variant, origin }));
const serveOnly = process.argv.includes('--serve');
const ports = portsFor(base);
const proxyPort = base + 50;
const monolithPort = base + 60;
const outDir = path.join(rootDir, 'tooling/bench/.run/traces');
mkdirSync(outDir, { recursive: true });

const REWRITES = {
  'as-is': (html) => html,
  'no-chunk-preloads': (html) =>
    html.replace(/<link rel="preload" as="(script|style)" fetchpriority="low" href="([^"]*)"\/>/g, (tag, _as, href) =>
      href.endsWith('/remoteEntry.js') || new URL(href).port === String(ports.shell) ? tag : '',
    ),
  'no-preloads': (html) => html.replace(/<link rel="preload" as="script"[^>]*>/g, ''),
  'no-capture': (html) => html.replace(/<script data-early-events[^>]*>[\s\S]*?<\/script>/, ''),
};
for (const variant of variants) if (!REWRITES[variant]) throw new Error(`unknown variant ${variant}`);

let rewrite = REWRITES['as-is'];
/** The shell's pages, each rewritten by the variant being measured; everything else as served. */
const proxy = http.createServer((request, response) => {
  const headers = { ...request.headers, host: `localhost:${ports.shell}`, 'accept-encoding': 'identity' };
  const upstream = http.request({ port: ports.shell, path: request.url, method: request.method, headers }, (answer) => {
    const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
    if (!isHtml) {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    }
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      const html = rewrite(Buffer.concat(chunks).toString('utf8'));
      const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
      response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(html) });
      response.end(html);
    });
  });
  request.pipe(upstream);
});

const round = (value) => (value === undefined ? undefined : Math.round(value));
const short = (url) => (url ? url.replace(/^https?:\/\/localhost:\d+/, '').slice(0, 70) : url);

function summary(lhr) {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  const metrics = items('metrics')[0] ?? {};
  const fcp = metrics.firstContentfulPaint;
  if (lhr.runtimeError) return { error: lhr.runtimeError.message };
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: round(fcp),
    lcpMs: round(metrics.largestContentfulPaint),
    tbtMs: round(metrics.totalBlockingTime),
    tti: round(metrics.interactive),
    cls: audit('cumulative-layout-shift')?.numericValue,
    observed: { fcpMs: round(metrics.observedFirstContentfulPaint), lcpMs: round(metrics.observedLargestContentfulPaint), loadMs: round(metrics.observedLoad) },
    longTasks: items('long-tasks').map((task) => `${round(task.startTime)}+${round(task.duration)} ${short(task.url)}`),
    scripts: items('bootup-time').map((item) => `${short(item.url)} total ${round(item.total)} script ${round(item.scripting)} compile ${round(item.scriptParseCompile)}`),
    mainThread: Object.fromEntries(items('mainthread-work-breakdown').map((item) => [item.group, round(item.duration)])),
    lcpElement: items('largest-contentful-paint-element').flatMap((table) => table.items ?? [table]).map((item) => item.node?.snippet ?? `${item.phase} ${round(item.timing)}`),
    layoutShifts: items('layout-shifts').map((item) => `${item.score?.toFixed?.(4)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`),
    requestsBeforeFcp: items('network-requests')
      .filter((item) => item.networkRequestTime <= (metrics.observedFirstContentfulPaint ?? 0))
      .map((item) => `${short(item.url)} ${item.priority} ${round(item.transferSize / 1024)}KB`),
  };
}

const processes = siteProcesses(base);
if (withMonolith) {
  processes.push({
    name: 'monolith',
    args: ['tooling/bench/monolith/serve.mjs', '--port', String(monolithPort)],
    ready: `http://localhost:${monolithPort}/remotes.json`,
  });
}
// Stopped with SIGTERM or Ctrl-C, the site's processes stop too.
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => site.stop().then(() => process.exit(1)));
const site = startSite({
  base,
  processes,
  env: { WORKER_DB: path.join(rootDir, 'tooling/bench/.run/trace-worker.sqlite'), RELEASES_DIR: path.join(rootDir, 'tooling/bench/.run/trace-releases') },
  onExit: (name, code) => console.error(`${name} stopped unexpectedly (${code})`),
  log: (name, line) => process.env.TRACE_LOG && console.error(name, line),
});
try {
  await site.ready;
  if (serveOnly) {
    console.log(`serving on ${base}; stop with SIGTERM`);
    await new Promise(() => undefined);
  }
  await new Promise((resolve) => proxy.listen(proxyPort, resolve));
  console.log(`load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const targets = [
    ...variants.map((variant) => ({ variant, origin: variant === 'as-is' ? `http://localhost:${ports.shell}` : `http://localhost:${proxyPort}` })),
    ...(withMonolith ? [{ variant: 'monolith', origin: `http://localhost:${monolithPort}` }] : []),
    ...extras,
  ];
  // The composer's first read of a remote's index can miss its 300 ms budget on a busy machine (503): read once first.
  for (const { origin } of targets) for (const route of routes) await fetch(`${origin}${route}`).then((answer) => answer.text());
  for (const route of routes) {
    for (let run = 0; run < runs; run += 1) {
      for (const { variant, origin } of targets) {
        rewrite = REWRITES[variant] ?? REWRITES['as-is'];
        const lhr = await runLighthouse(`${origin}${route}`);
        const name = `${new Date().toISOString().slice(11, 19).replace(/:/g, '')}-${variant}-${route.replace(/\W+/g, '_')}-${run}.json`;
        writeFileSync(path.join(outDir, name), JSON.stringify(lhr));
        console.log(JSON.stringify({ route, variant, run, load: os.loadavg()[0].toFixed(2), ...summary(lhr) }, null, 1));
      }
    }
  }
} finally {
  proxy.close();
  await site.stop();
}
