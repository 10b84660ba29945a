// How the worker's and the sandbox's Node servers are bundled into their dist/: one ES
// module per entry, for the Node version the site runs on.
import { fileURLToPath } from 'node:url';

/** esbuild's options for the package whose build script is at `buildScriptUrl`. @param {string} buildScriptUrl */
export const nodeBundle = (buildScriptUrl) => ({
  absWorkingDir: fileURLToPath(new URL('.', buildScriptUrl)),
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // A CommonJS dependency's require() of a Node built-in (the ics package's nanoid requires
  // 'crypto') has no require in an ES module: give the bundle Node's own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
