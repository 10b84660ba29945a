// Prints, as JSON, the Miniflare options wrangler derives from a wrangler.toml (its
// variables and bindings, compatibility date). Its own process: wrangler does not load
// inside Jest's module sandbox. Run by workers.ts, which reads the last line: wrangler
// may say things of its own before it ("Using secrets defined in .dev.vars").
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const { workerOptions } = unstable_getMiniflareWorkerOptions(process.argv[2] ?? 'wrangler.toml');
const { compatibilityDate, compatibilityFlags, bindings, r2Buckets, d1Databases, kvNamespaces, serviceBindings } = workerOptions;
process.stdout.write('\n' + JSON.stringify({ compatibilityDate, compatibilityFlags, bindings, r2Buckets, d1Databases, kvNamespaces, serviceBindings }));
