// The files a run writes: a file whose bytes did not change is left alone (nothing new to
// commit), and at the end whatever the run did not write or keep is removed, so a
// picture that left the catalogue or a photo taken out of its folder leaves no file behind.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class Outputs {
  constructor() {
    /** @type {Set<string>} */
    this.kept = new Set();
    this.bytes = 0;
  }

  /** Writes `data` to `file` unless it already holds exactly that. */
  write(file, data) {
    const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data);
    this.keep(file);
    this.bytes += buffer.length;
    if (existsSync(file) && readFileSync(file).equals(buffer)) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, buffer);
  }

  /** Marks a file made elsewhere (or earlier) as part of this run. */
  keep(file) {
    this.kept.add(path.resolve(file));
  }

  /** Removes every file under `dir` this run neither wrote nor kept, and the folders left empty. */
  removeStale(dir) {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.resolve(dir, entry.name);
      if (entry.isDirectory()) {
        this.removeStale(file);
        if (readdirSync(file).length === 0) rmdirSync(file);
      } else if (!this.kept.has(file)) {
        rmSync(file);
      }
    }
  }
}
