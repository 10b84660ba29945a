/**
 * @jest-environment node
 */
import { createRemoteHtml } from './remoteHtml';
import type { RemoteIndex } from './remoteIndex';

const ENTRY = 'https://careers.example.com/remoteEntry.js';
const indexWith = (title: string): RemoteIndex => ({
  remote: 'careers',
  pages: { '/apply': { head: `<title>${title}</title>`, body: 'ssr/apply.0123456789.html', styles: [] } },
  notFound: { head: '', body: 'ssr/not-found.0123456789.html', styles: [] },
  clientOnly: [],
});
const deadline = () => new AbortController().signal;
const titleOf = (index: RemoteIndex) => index.pages['/apply']!.head;

function remote() {
  const state = { index: indexWith('v1') as RemoteIndex | undefined, reads: 0 };
  const fetch = jest.fn(async () => {
    state.reads += 1;
    return state.index ? new Response(JSON.stringify(state.index)) : new Response('down', { status: 503 });
  }) as unknown as typeof globalThis.fetch;
  return { state, fetch };
}

describe('a remote’s index', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('is read once a second at most, the last one serving while a newer one loads', async () => {
    const { state, fetch } = remote();
    const html = createRemoteHtml({ fetch, indexTtlMs: 1_000, maxStaleMs: 10_000 });
    expect(titleOf(await html.index(ENTRY, deadline))).toBe('<title>v1</title>');
    state.index = indexWith('v2');
    expect(titleOf(await html.index(ENTRY, deadline))).toBe('<title>v1</title>');
    expect(state.reads).toBe(1);

    jest.advanceTimersByTime(1_000);
    expect(titleOf(await html.index(ENTRY, deadline))).toBe('<title>v1</title>');
    expect(state.reads).toBe(2);
    expect(titleOf(await html.index(ENTRY, deadline))).toBe('<title>v2</title>');
  });

  it('stops serving an old index once it is too old, and a failed read stands until it is a second old', async () => {
    const { state, fetch } = remote();
    const html = createRemoteHtml({ fetch, indexTtlMs: 1_000, maxStaleMs: 10_000 });
    await html.index(ENTRY, deadline);
    state.index = undefined;

    jest.advanceTimersByTime(10_000);
    await expect(html.index(ENTRY, deadline)).rejects.toThrow('answered 503');
    await expect(html.index(ENTRY, deadline)).rejects.toThrow('answered 503');
    expect(state.reads).toBe(2);

    state.index = indexWith('v2');
    jest.advanceTimersByTime(1_000);
    expect(titleOf(await html.index(ENTRY, deadline))).toBe('<title>v2</title>');
  });

  it('serves the last index while a re-read fails, and the failure it does not wait for is no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { state, fetch } = remote();
      const html = createRemoteHtml({ fetch, indexTtlMs: 1_000, maxStaleMs: 10_000 });
      await html.index(ENTRY, deadline);
      state.index = undefined;

      jest.advanceTimersByTime(1_000);
      expect(titleOf(await html.index(ENTRY, deadline))).toBe('<title>v1</title>');
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => process.nextTick(resolve));
      expect(state.reads).toBe(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
