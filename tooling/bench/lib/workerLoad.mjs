// Load on the worker from a second process: autocannon in a process of its own,
// pinned to the core the worker does not have (the worker is pinned to core 0), so
// the load generator never takes the worker's core. Each run starts with a warm-up
// that is not counted, so V8 has compiled the hot paths before the measurement.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const AUTOCANNON = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

/** The command that runs the load generator on core 1 where taskset exists (Linux). */
const pinned = (args) =>
  os.platform() === 'linux' && os.cpus().length > 1
    ? ['taskset', ['-c', '1', process.execPath, AUTOCANNON, ...args]]
    : [process.execPath, [AUTOCANNON, ...args]];

/**
 * @param {string} title
 * @param {{ url: string, method?: string, headers?: Record<string,string>, body?: string }} request
 */
export async function loadTest(title, { url, method = 'GET', headers = {}, body }) {
  const args = [
    '--json',
    '--connections', '20',
    '--duration', '10',
    '--warmup', '[', '-c', '20', '-d', '3', ']',
    '--method', method,
    ...Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    ...(body === undefined ? [] : ['--body', body]),
    url,
  ];
  const [command, commandArgs] = pinned(args);
  const { stdout } = await run(command, commandArgs, { maxBuffer: 16 * 1024 * 1024 });
  // The warm-up prints its own JSON line first; the measurement is the last one.
  const result = JSON.parse(stdout.trim().split('\n').at(-1));
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
