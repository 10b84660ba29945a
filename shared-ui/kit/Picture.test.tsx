import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { picture } from 'shared-ui/kit/pictureSource';
import { Picture } from 'shared-ui/kit/Picture';
import { InlineFileContext } from 'shared-ui/kit/inlineFile';

const placeholder = 'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoQAAoAAUAmJaQAA3AA/v89WAAA';
const own = picture({
  alt: 'Boardroom with a video call on the display',
  width: 1600,
  height: 1200,
  avif: [['/b-480.avif', 480], ['/b-1600.avif', 1600]],
  webp: [['/b-480.webp', 480], ['/b-1600.webp', 1600]],
  placeholder,
});
const drawn = picture({ alt: 'Drawn sports bar with six TVs', width: 1200, height: 750, webp: [['/s-480.webp', 480], ['/s-1200.webp', 1200]], placeholder });

describe('Picture', () => {
  it('offers the AVIF files first, the WebP ones to other browsers, both at the same sizes', () => {
    const { container } = render(<Picture picture={own} sizes="(min-width: 60rem) 30rem, 100vw" />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', '/b-480.avif 480w, /b-1600.avif 1600w');
    expect(source).toHaveAttribute('sizes', '(min-width: 60rem) 30rem, 100vw');
    const image = screen.getByRole('img', { name: 'Boardroom with a video call on the display' });
    expect(image.parentElement).toBe(source.parentElement);
    expect(image).toHaveAttribute('src', '/b-1600.webp');
    expect(image).toHaveAttribute('srcset', '/b-480.webp 480w, /b-1600.webp 1600w');
    expect(image).toHaveAttribute('sizes', '(min-width: 60rem) 30rem, 100vw');
  });

  it('reserves its box and draws its preview in it until the picture arrives', () => {
    render(<Picture picture={own} sizes="100vw" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.backgroundImage).toBe(`url("${placeholder}")`);
  });

  it('fits the preview as the picture is fitted', () => {
    render(<Picture picture={own} sizes="100vw" fit="contain" className="stage" />);
    expect(screen.getByRole('img')).toHaveClass('image', 'contain', 'stage');
  });

  it('is a plain image, with its preview, for a drawn stand-in that has only WebP', () => {
    const { container } = render(<Picture picture={drawn} sizes="100vw" priority />);
    expect(container.querySelector('picture')).toBeNull();
    const image = screen.getByRole('img', { name: 'Drawn sports bar with six TVs' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveClass('image', 'cover');
    expect(image.style.backgroundImage).toBe(`url("${placeholder}")`);
  });

  describe("a page's lead picture", () => {
    const inlined = 'data:image/webp;base64,NARROWEST';
    const readsOnlyTheNarrowest = (url: string) => (url === '/b-480.webp' ? inlined : undefined);

    it("draws its narrowest file as its preview where the server's HTML can inline it, and is fetched first", () => {
      render(
        <InlineFileContext.Provider value={readsOnlyTheNarrowest}>
          <Picture picture={own} sizes="100vw" leads />
        </InlineFileContext.Provider>,
      );
      const image = screen.getByRole('img');
      expect(image.style.backgroundImage).toBe(`url("${inlined}")`);
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
    });

    it('keeps its tiny preview in the browser, where no file is inlined', () => {
      render(<Picture picture={own} sizes="100vw" leads />);
      expect(screen.getByRole('img').style.backgroundImage).toBe(`url("${placeholder}")`);
    });

    it("hydrates to exactly the server's HTML: the browser draws the preview the page drew", async () => {
      const lead = <Picture picture={own} sizes="100vw" leads />;
      const sent = renderToString(<InlineFileContext.Provider value={readsOnlyTheNarrowest}>{lead}</InlineFileContext.Provider>);
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = sent;
      const mismatches = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await act(async () => {
          root = hydrateRoot(container, lead, { onRecoverableError: (error) => console.error(error) });
        });
        expect(mismatches).not.toHaveBeenCalled();
        expect(screen.getByRole('img').style.backgroundImage).toContain(inlined);
      } finally {
        act(() => root?.unmount());
        mismatches.mockRestore();
        container.remove();
      }
    });

    it('is the only picture whose file is inlined', () => {
      render(
        <InlineFileContext.Provider value={readsOnlyTheNarrowest}>
          <Picture picture={own} sizes="100vw" priority />
        </InlineFileContext.Provider>,
      );
      expect(screen.getByRole('img').style.backgroundImage).toBe(`url("${placeholder}")`);
    });
  });
});
