// The bench's server logs: a spawned server's stdout and stderr land in its file, startSite's
// lines are appended to theirs, and a new run starts with an empty folder.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { clearServerLogs, logFileOf, logLines, spawnLogged } from './serverLogs.mjs';

test("a server's output and startSite's lines each land in the server's file, and a new run starts empty", async (t) => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-logs-')), 'logs');
  t.after(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  const child = spawnLogged('shell-7190', process.execPath, ['-e', "console.log('listening'); console.error('/apply: the careers remote is down')"], {}, dir);
  await once(child, 'exit');
  assert.equal(readFileSync(logFileOf('shell-7190', dir), 'utf8'), 'listening\n/apply: the careers remote is down\n');

  const log = logLines(dir);
  log('worker', 'listening on 7087');
  log('worker', 'GET /health 200');
  assert.equal(readFileSync(logFileOf('worker', dir), 'utf8'), 'listening on 7087\nGET /health 200\n');

  clearServerLogs(dir);
  assert.deepEqual(readdirSync(dir), []);
});
