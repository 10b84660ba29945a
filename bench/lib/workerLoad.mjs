// Load on the worker from a second process: autocannon here, the worker pinned to
// one core (taskset) in its own process, over loopback.
import autocannon from 'autocannon';

/**
 * @param {string} title
 * @param {import('autocannon').Options} options
 */
export async function loadTest(title, options) {
  const result = await autocannon({ connections: 20, duration: 10, pipelining: 1, ...options });
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
