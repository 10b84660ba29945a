import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartnerVideo } from './PartnerVideo';

const TITLE = 'Our partner at work';

const fallback = <a href="https://partner.test/">Partner site</a>;
const renderVideo = (youtubeId: string) =>
  render(<PartnerVideo youtubeId={youtubeId} title={TITLE} poster="poster.svg" fallback={fallback} />);

describe('a partner video', () => {
  it('loads the privacy-enhanced player only when asked, and moves the keyboard to it', async () => {
    renderVideo('dQw4w9WgXcQ');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Partner site' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));
    const player = screen.getByTitle(TITLE);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(player).toHaveFocus();
  });

  it('offers no player for an id that is not a YouTube id, but the fallback', () => {
    renderVideo('ring-partner');
    expect(screen.getByRole('link', { name: 'Partner site' })).toHaveAttribute('href', 'https://partner.test/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('iframe, figure')).toBeNull();
  });
});
