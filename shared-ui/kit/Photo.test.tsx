import { render, screen } from '@testing-library/react';
import { Photo } from 'shared-ui/kit/Photo';

const photo = {
  alt: 'Home theater with two rows of recliners',
  src: '/theater-1200.webp',
  srcSet: '/theater-480.webp 480w, /theater-1200.webp 1200w',
  width: 1200,
  height: 750,
};

describe('Photo', () => {
  it('reserves its box, describes itself and loads lazily by default', () => {
    render(<Photo photo={photo} sizes="50vw" />);
    const image = screen.getByRole('img', { name: photo.alt });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '750');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once and first when it is the priority image', () => {
    render(<Photo photo={photo} priority />);
    const image = screen.getByRole('img', { name: photo.alt });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
