import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

/** The visitor's system setting: whether they asked for less motion. */
function prefersReducedMotion(reduce: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
}

/** The router at `entry`, with links to follow and, under /services, `servicesPage`. */
const renderAt = (entry: string, servicesPage: ReactNode = null) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ScrollToTop />
      <Link to="/team">Team</Link>
      <Link to="/services#installation">Installation</Link>
      <Link to="/brands#brands-S">Brands starting with S</Link>
      <Routes>
        <Route path="/services" element={servicesPage} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );

let scrollTo: jest.SpyInstance;
let scrollIntoView: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  prefersReducedMotion(false);
});

describe('ScrollToTop', () => {
  it('leaves the page where it is on the first render, even with a hash', () => {
    renderAt('/services#installation', <h2 id="installation">Installation</h2>);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top on a route change', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps to the top at once for a visitor who prefers reduced motion', async () => {
    prefersReducedMotion(true);
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it("lands a link with a hash at its anchor when the route's page already has it", async () => {
    renderAt('/', <h2 id="installation">Installation</h2>);
    await userEvent.click(screen.getByRole('link', { name: 'Installation' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Installation' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
  });

  it('starts at the top, then lands at the anchor once the page that has it arrives', async () => {
    const { container } = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Brands starting with S' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(scrollIntoView).not.toHaveBeenCalled();

    const anchor = document.createElement('h2');
    anchor.id = 'brands-S';
    await act(async () => {
      container.append(anchor);
      // MutationObserver's callbacks run as a microtask.
      await Promise.resolve();
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(anchor);
  });

  it('stops looking for an anchor once the visitor has gone on to another page', async () => {
    const { container } = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Brands starting with S' }));
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    const anchor = document.createElement('h2');
    anchor.id = 'brands-S';
    await act(async () => {
      container.append(anchor);
      await Promise.resolve();
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
