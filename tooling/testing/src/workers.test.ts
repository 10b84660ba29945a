/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wranglerOptions } from './workers';

const tomlWith = (greeting: string) => `name = "cache-check"\nmain = "index.ts"\ncompatibility_date = "2026-04-01"\n\n[vars]\nGREETING = "${greeting}"\n`;

describe('wranglerOptions', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wrangler-options-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a changed wrangler.toml again, and its folder's .dev.vars, never an answer kept for other inputs", async () => {
    const toml = join(dir, 'wrangler.toml');
    writeFileSync(toml, tomlWith('one'));
    expect((await wranglerOptions(toml)).bindings).toEqual({ GREETING: 'one' });
    expect((await wranglerOptions(toml)).bindings).toEqual({ GREETING: 'one' });
    writeFileSync(toml, tomlWith('two'));
    expect((await wranglerOptions(toml)).bindings).toEqual({ GREETING: 'two' });
    writeFileSync(join(dir, '.dev.vars'), 'GREETING=three\n');
    expect((await wranglerOptions(toml)).bindings).toEqual({ GREETING: 'three' });
  }, 60_000); // wrangler is loaded three times
});
