require('@testing-library/jest-dom');

// findBy* and waitFor give up after 1 s by default. CI runs two packages' suites at once
// on two cores, where a lazy chunk's first import (compiled on demand) can take longer.
// This only bounds waiting; no test passes or fails on how fast something was.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });

// A tab's session storage (form drafts, a payment in progress) belongs to one test.
// (A test file may run on Node, with no window, or with a stand-in window of its own.)
afterEach(() => globalThis.window?.sessionStorage?.clear());
