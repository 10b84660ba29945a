import { loadScript } from './loadScript';

const scripts = (src: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

describe('loadScript', () => {
  it('adds a script once and resolves when it has loaded', async () => {
    const src = 'https://provider.example/one.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('rejects when the script fails and asks for it again next time', async () => {
    const src = 'https://provider.example/down.js';
    const failed = loadScript(src);
    scripts(src)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`could not load ${src}`);
    expect(scripts(src)).toHaveLength(0);

    void loadScript(src);
    expect(scripts(src)).toHaveLength(1);
  });
});
