import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAppStore } from 'shared-ui/store/appStore';
import { resetAppStore } from 'site-testing/resetAppStore';
import { Frame } from './Frame';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Frame>
        <p>page</p>
      </Frame>
    </MemoryRouter>,
  );

beforeEach(resetAppStore);

describe('the frame', () => {
  it('shows nav, footer and copyright around the page', () => {
    renderAt('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page');
  });

  it('steps aside while the gallery viewer is on and comes back when it is off', () => {
    renderAt('/gallery/residentialgallerylist/991');
    act(() => useAppStore.getState().setGallery(true));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
    act(() => useAppStore.getState().setGallery(false));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/kh', '/kh/sonos', '/KH/suggestion'])('has no footer or copyright on the knowledge hub page %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });
});
