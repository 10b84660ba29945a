// The repository's GitHub workflows, read as GitHub reads them, and a step's script run as a
// runner runs it (bash -e, from the repository's root): GitHub cannot run here.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

export const REPO = join(__dirname, '../../..');
export const WORKFLOWS = join(REPO, '.github/workflows');

export interface Step {
  name?: string;
  id?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
}

/** A workflow file parsed, as the shape the test reads it in. */
export const readWorkflow = <T>(file: string) => parse(readFileSync(join(WORKFLOWS, file), 'utf8')) as T;

/** A step's script run by bash -e from the repository's root: its exit code and what it printed. */
export async function runScript(script: string, env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await promisify(execFile)('bash', ['-e', '-c', script], { cwd: REPO, env });
    return { code: 0, output: stdout, errors: stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout, errors: stderr };
  }
}
