import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VIDEOS } from '../data/videos';
import { VideoPicker } from './VideoPicker';

describe('VideoPicker', () => {
  it('offers three partner videos and shows the first as a poster, with no player loaded', () => {
    render(<VideoPicker videos={VIDEOS} />);
    const choices = within(screen.getByRole('list', { name: 'Choose a video' })).getAllByRole('button');
    expect(choices.map((choice) => choice.getAttribute('aria-label'))).toEqual(VIDEOS.map((video) => video.title));
    expect(screen.getByRole('button', { name: VIDEOS[0]!.title })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: `Play video: ${VIDEOS[0]!.title}` })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('makes a clicked video the active one', async () => {
    render(<VideoPicker videos={VIDEOS} />);
    const second = VIDEOS[1]!;
    await userEvent.click(screen.getByRole('button', { name: second.title }));
    expect(screen.getByRole('button', { name: second.title })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: VIDEOS[0]!.title })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: `Play video: ${second.title}` })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the privacy-enhanced player for the active video only when asked to play', async () => {
    render(<VideoPicker videos={VIDEOS} />);
    const third = VIDEOS[2]!;
    await userEvent.click(screen.getByRole('button', { name: third.title }));
    await userEvent.click(screen.getByRole('button', { name: `Play video: ${third.title}` }));
    const player = screen.getByTitle(third.title);
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${third.embedId}\\?`));
    await userEvent.click(screen.getByRole('button', { name: VIDEOS[0]!.title }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: `Play video: ${VIDEOS[0]!.title}` })).toBeInTheDocument();
  });
});
