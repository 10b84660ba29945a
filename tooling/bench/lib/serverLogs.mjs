// What the servers the bench starts print, kept in its run folder: tooling/bench/.run/logs/
// <name>.log, one file a server (stdout and stderr together), emptied when a run starts and
// left after it, so a server that went quiet, failed or answered oddly can be traced.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../scripts/lib/site.mjs';

export const LOGS_DIR = path.join(rootDir, 'tooling/bench/.run/logs');

export const logFileOf = (name, dir = LOGS_DIR) => path.join(dir, `${name}.log`);

/** A new run's empty folder. */
export function clearServerLogs(dir = LOGS_DIR) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** startSite's `log`: each line a server prints, appended to its file. */
export const logLines =
  (dir = LOGS_DIR) =>
  (name, line) => {
    mkdirSync(dir, { recursive: true });
    appendFileSync(logFileOf(name, dir), `${line}\n`);
  };

/**
 * spawn, with the child's stdout and stderr written straight to its file: no pipe through
 * the bench, whose own process is busy measuring (a pinned server's load test among it).
 */
export function spawnLogged(name, command, args, options = {}, dir = LOGS_DIR) {
  mkdirSync(dir, { recursive: true });
  const out = openSync(logFileOf(name, dir), 'a');
  try {
    return spawn(command, args, { ...options, stdio: ['ignore', out, out] });
  } finally {
    // The child holds its own copy.
    closeSync(out);
  }
}
