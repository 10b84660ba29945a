// Bundles the Node entries into dist/: the server (node.mjs), the submissions
// command (submissions.mjs), the payment reconciliation command (reconcile.mjs), the
// payments list (payments.mjs), the passcode hash command (passcode-hash.mjs) and the
// backup command (backup.mjs), and the office's people command (staff.mjs).
// libsql stays external (a native module); the Workers entry is bundled by
// wrangler from src/edge.ts.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nodeBundle } from '../tooling/config/nodeBundle.mjs';

const PACKAGE_DIR = fileURLToPath(new URL('.', import.meta.url));
const SANDBOX_DIR = resolve(PACKAGE_DIR, '../sandbox') + '/';

const entries = {
  node: 'src/node.ts',
  submissions: 'src/cli/submissions.ts',
  reconcile: 'src/cli/reconcile.ts',
  payments: 'src/cli/payments.ts',
  'passcode-hash': 'src/cli/passcodeHash.ts',
  backup: 'src/cli/backup.ts',
  staff: 'src/cli/staff.ts',
};

const result = await build({ ...nodeBundle(import.meta.url), entryPoints: entries, external: ['libsql'], metafile: true });

const sandboxInputs = Object.keys(result.metafile.inputs).filter((input) => resolve(PACKAGE_DIR, input).startsWith(SANDBOX_DIR));
if (sandboxInputs.length > 0) {
  throw new Error(`The worker bundle must not include the sandbox: ${sandboxInputs.join(', ')}`);
}
