// Splits the JavaScript and CSS a route downloads into shared bytes (React and
// friends, the kit and the contract, the federation runtime) and route-specific
// bytes. Each file's source map says which sources it holds; a file mixing both is
// split in proportion to the size of its sources.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHARED_SOURCE =
  /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|zustand|zod|react-hook-form|@hookform|@module-federation|use-sync-external-store|cookie|set-cookie-parser)\/|\/(shared-ui|contract)\/|webpack\/runtime|webpack\/bootstrap|federation|reactRouterDom\.slim/;

function sharedFraction(file) {
  const map = `${file}.map`;
  if (!existsSync(map)) return path.basename(file) === 'remoteEntry.js' ? 1 : 0;
  const { sources = [], sourcesContent = [] } = JSON.parse(readFileSync(map, 'utf8'));
  let shared = 0;
  let total = 0;
  sources.forEach((source, index) => {
    const size = sourcesContent[index]?.length ?? 1;
    total += size;
    if (SHARED_SOURCE.test(source)) shared += size;
  });
  return total === 0 ? 0 : shared / total;
}

/**
 * @param {Array<{url:string,type:string,transferSize:number}>} requests   from Lighthouse
 * @param {(url: URL) => string | undefined} fileFor   the built file a URL serves
 */
export function splitBytes(requests, fileFor) {
  const totals = { js: { shared: 0, route: 0 }, css: { shared: 0, route: 0 } };
  for (const request of requests) {
    const kind = request.type === 'Script' ? 'js' : request.type === 'Stylesheet' ? 'css' : undefined;
    if (!kind) continue;
    const file = fileFor(new URL(request.url));
    const fraction = file && existsSync(file) ? sharedFraction(file) : 0;
    totals[kind].shared += request.transferSize * fraction;
    totals[kind].route += request.transferSize * (1 - fraction);
  }
  const round = ({ shared, route }) => ({ shared: Math.round(shared), route: Math.round(route), total: Math.round(shared + route) });
  return { js: round(totals.js), css: round(totals.css) };
}
