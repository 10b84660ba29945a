import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPlayer } from 'shared-ui/kit/VideoPlayer';

const TITLE = 'Our partner at work';
const poster = { src: '/poster-1280.webp', srcSet: '/poster-640.webp 640w, /poster-1280.webp 1280w', width: 1280, height: 720 };

describe('VideoPlayer', () => {
  it('shows our poster and a play button named for the video, and loads nothing from YouTube', () => {
    render(<VideoPlayer youtubeId="dQw4w9WgXcQ" title={TITLE} poster={poster} sizes="40rem" />);
    const play = screen.getByRole('button', { name: `Play video: ${TITLE}` });
    const image = play.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/poster-1280.webp');
    expect(image).toHaveAttribute('sizes', '40rem');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the privacy-enhanced player only on Play, names it, and moves the keyboard to it', async () => {
    render(<VideoPlayer youtubeId="dQw4w9WgXcQ" title={TITLE} poster={poster} />);
    await userEvent.click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));

    const player = screen.getByTitle(TITLE);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('plays from the keyboard', async () => {
    render(<VideoPlayer youtubeId="dQw4w9WgXcQ" title={TITLE} poster={poster} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: `Play video: ${TITLE}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTitle(TITLE).tagName).toBe('IFRAME');
  });
});
