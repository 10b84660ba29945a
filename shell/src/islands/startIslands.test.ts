// When the islands' code is asked for (after the first paint, in one wave), and what the
// page says about scripts as its islands settle: an island that fails says scripts are not
// running (the ScriptsNeededNotice shows), and one that comes live after the hold let go
// takes that back, unless another island failed.
import type { ServerState } from '../remotes/serverState';
import { startIslands } from './startIslands';

const STATE = {
  manifest: { remotes: [{ name: 'payments', entry: 'https://payments.example.test/remoteEntry.js' }], worker: 'https://worker.example.test' },
  pathname: '/verify',
  remote: { name: 'payments', render: 'content' },
} as unknown as ServerState;

/** Stops the page's islands and takes the stand-in islands.js away. */
let leave = () => {};

/** The page's islands as the server drew them, and islands.js answering as `hydrate` says once the page asks for it. */
function page(names: readonly string[], hydrate: (name: string) => Promise<void>, load = 'now', state = STATE) {
  document.body.innerHTML = names.map((name) => `<div data-island="${name}" data-island-load="${load}"><p>${name}</p></div>`).join('');
  const asked: string[] = [];
  const append = jest.spyOn(document.head, 'appendChild').mockImplementation((element) => {
    if (element instanceof HTMLLinkElement) {
      asked.push(`${element.rel} ${element.as} ${element.href}`);
      return element;
    }
    asked.push(`script ${(element as HTMLScriptElement).src}`);
    window.__siteIslands = { payments: (name) => hydrate(name) };
    queueMicrotask(() => (element as HTMLScriptElement).onload?.(new Event('load')));
    return element;
  });
  const awaited: string[] = [];
  window.__islandPresses = {
    isHeld: () => false,
    settle: () => [],
    letGo: () => document.documentElement.setAttribute('data-scripts', 'failed'),
    awaitCode: (island) => void awaited.push(island.dataset.island!),
  };
  const stop = startIslands(document, state);
  leave = () => {
    stop();
    append.mockRestore();
  };
  return { awaited, asked };
}

const microtasks = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
};
/** A frame has passed (jsdom reports no paints: the first frame stands for the first paint), and what it started has settled. */
const settled = async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await microtasks();
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {})); // an island that fails says so

afterEach(() => {
  leave();
  leave = () => {};
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('data-scripts');
  delete window.__siteIslands;
  delete window.__islandPresses;
});

describe('startIslands, on when the code is asked for', () => {
  it("asks for nothing before the first paint, then for islands.js with the code the server named in one wave", async () => {
    const code = ['islands.js', 'islands/react.1.js', 'islands/island-payment-wizard.1.js', 'islands/island-payment-wizard.1.css'];
    const { asked } = page(['payment-wizard'], () => Promise.resolve(), 'now', {
      ...STATE,
      islandCode: code.map((file) => `https://payments.example.test/${file}`),
    });
    await microtasks();
    expect(asked).toEqual([]);
    expect(document.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'loading');

    await settled();
    expect(asked).toEqual([
      'preload script https://payments.example.test/islands/react.1.js',
      'preload script https://payments.example.test/islands/island-payment-wizard.1.js',
      'preload style https://payments.example.test/islands/island-payment-wizard.1.css',
      'script https://payments.example.test/islands.js',
    ]);
    expect(document.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'hydrated');
  });

  it('asks for nothing once the page is left before its first paint', async () => {
    const { asked } = page(['payment-wizard'], () => Promise.resolve());
    await microtasks();
    leave();
    await settled();
    expect(asked).toEqual([]);
  });
});

describe('startIslands, on what the page says about scripts', () => {
  it('says scripts are not running when an island fails', async () => {
    page(['payment-wizard'], () => Promise.reject(new Error('broken')));
    await settled();
    expect(document.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'failed');
    expect(document.documentElement).toHaveAttribute('data-scripts', 'failed');
  });

  it('takes it back when the island comes live after the hold let go', async () => {
    document.documentElement.setAttribute('data-scripts', 'failed'); // the hold let go 8 s after a press
    page(['payment-wizard'], () => Promise.resolve());
    await settled();
    expect(document.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'hydrated');
    expect(document.documentElement).not.toHaveAttribute('data-scripts');
  });

  it('keeps it while another island of the page has failed', async () => {
    page(['broken', 'live'], (name) => (name === 'broken' ? Promise.reject(new Error('broken')) : Promise.resolve()));
    await settled();
    expect(document.querySelector('[data-island="live"]')).toHaveAttribute('data-island-state', 'hydrated');
    expect(document.documentElement).toHaveAttribute('data-scripts', 'failed');
  });

  it("has the holder bound the wait for an island loaded at once, from the moment its code is asked for, and for no other", async () => {
    const now = page(['payment-wizard'], () => new Promise(() => {}));
    await settled();
    expect(now.awaited).toEqual(['payment-wizard']);
    leave();

    // Seen at once: jsdom has no IntersectionObserver, so its moment is now too.
    const visible = page(['home-videos'], () => new Promise(() => {}), 'visible');
    await settled();
    expect(document.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'loading');
    expect(visible.awaited).toEqual([]);
  });
});
