// Prints, as JSON, the Miniflare options wrangler derives from a wrangler.toml (vars,
// D1 bindings, compatibility date). It runs in its own process because wrangler does
// not load inside Jest's module sandbox.
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const { workerOptions } = unstable_getMiniflareWorkerOptions(process.argv[2]);
const { compatibilityDate, compatibilityFlags, bindings, d1Databases } = workerOptions;
process.stdout.write(JSON.stringify({ compatibilityDate, compatibilityFlags, bindings, d1Databases }));
