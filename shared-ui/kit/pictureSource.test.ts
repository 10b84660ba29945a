import { picture } from 'shared-ui/kit/pictureSource';

const placeholder = 'data:image/webp;base64,UklGRg==';

describe('picture', () => {
  it('lists every width of each format in its srcset, with the largest WebP as the fallback and the narrowest named', () => {
    expect(
      picture({
        alt: 'Home theater with two rows of recliners',
        width: 1600,
        height: 1067,
        avif: [['/t-480.avif', 480], ['/t-960.avif', 960], ['/t-1600.avif', 1600]],
        webp: [['/t-480.webp', 480], ['/t-960.webp', 960], ['/t-1600.webp', 1600]],
        placeholder,
      }),
    ).toEqual({
      alt: 'Home theater with two rows of recliners',
      src: '/t-1600.webp',
      srcSet: '/t-480.webp 480w, /t-960.webp 960w, /t-1600.webp 1600w',
      avifSrcSet: '/t-480.avif 480w, /t-960.avif 960w, /t-1600.avif 1600w',
      width: 1600,
      height: 1067,
      placeholder,
      smallestSrc: '/t-480.webp',
    });
  });

  it('has no AVIF srcset for a drawn stand-in, which comes in WebP only', () => {
    const drawn = picture({ alt: 'Drawn patio at dusk', width: 1200, height: 750, webp: [['/p-480.webp', 480], ['/p-1200.webp', 1200]], placeholder });
    expect(drawn).not.toHaveProperty('avifSrcSet');
    expect(drawn.srcSet).toBe('/p-480.webp 480w, /p-1200.webp 1200w');
  });
});
