// Writes this package's passed and failed test counts to $JEST_JSON_DIR, so CI can
// print one closing line for the whole run (Jest prints none across packages).
const fs = require('node:fs');
const path = require('node:path');

class CountsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.JEST_JSON_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(process.cwd());
    const counts = { passed: results.numPassedTests, failed: results.numFailedTests + results.numRuntimeErrorTestSuites };
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(counts));
  }
}

module.exports = CountsReporter;
