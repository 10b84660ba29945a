// Writes the run's passed and failed test counts to $JEST_JSON_DIR/jest.json, so CI can
// print one closing line for Jest and Playwright together (jest.config.cjs, the root's).
const fs = require('node:fs');
const path = require('node:path');

class CountsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.JEST_JSON_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const counts = { passed: results.numPassedTests, failed: results.numFailedTests + results.numRuntimeErrorTestSuites };
    fs.writeFileSync(path.join(dir, 'jest.json'), JSON.stringify(counts));
  }
}

module.exports = CountsReporter;
