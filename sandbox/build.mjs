// Bundles the sandbox server into dist/server.mjs (development and tests only).
import { build } from 'esbuild';
import { nodeBundle } from '../tooling/config/nodeBundle.mjs';

await build({ ...nodeBundle(import.meta.url), entryPoints: { server: 'src/server.ts' } });
