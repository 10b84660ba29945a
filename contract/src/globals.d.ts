// The contract runs in browsers, on Node and on Workers, so it compiles without the
// DOM or Node typings. The one global it uses is common to all three: Web Crypto's
// random source (caseId.ts).
declare const crypto: { getRandomValues<T extends ArrayBufferView>(array: T): T };
