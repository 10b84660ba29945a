import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NavBar } from './NavBar';

const renderNav = () =>
  render(
    <MemoryRouter>
      <NavBar />
    </MemoryRouter>,
  );

describe('the nav bar', () => {
  it('links the logo home and lists Services, Galleries, Support, Pay Online, Careers', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Rock River Audio Video home' })).toHaveAttribute('href', '/');
    const links = within(nav)
      .getAllByRole('listitem')
      .map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]);
    expect(links).toEqual([
      ['Services', '/serviceslist'],
      ['Galleries', '/gallery'],
      ['Support', '/support'],
      ['Pay Online', '/verify'],
      ['Careers', '/apply'],
    ]);
  });

  it('offers a call and a quote beside the links, outside their list', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/opportunity');
    expect(within(nav).getByRole('link', { name: 'Call (608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    expect(within(within(nav).getByRole('list')).queryByRole('link', { name: /quote|Call/ })).not.toBeInTheDocument();
  });

  it('has the browser open the Menu from its button (an invoker command, no script): Services, Galleries, Get Support, Pay Online, then the quote and the call, then More (Careers, Our team, Testimonials, Brands), and a Close menu button', () => {
    renderNav();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menuButton).toHaveAttribute('command', 'show-modal');
    const dialog = document.getElementById(menuButton.getAttribute('commandfor')!) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What the browser does for the button (jsdom has no invoker commands).
    dialog.showModal();
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services', '/serviceslist'],
      ['Galleries', '/gallery'],
      ['Get Support', '/support'],
      ['Pay Online', '/verify'],
      ['Get a quote', '/opportunity'],
      ['Call (608) 555-0142', 'tel:+16085550142'],
      ['Careers', '/apply'],
      ['Our team', '/team'],
      ['Testimonials', '/testimonials'],
      ['Brands', '/brands'],
    ]);
    expect(within(menu).getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
  });

  it('closes the Menu when one of its links moves the page', async () => {
    renderNav();
    const dialog = document.getElementById(screen.getByRole('button', { name: 'Menu' }).getAttribute('commandfor')!) as HTMLDialogElement;
    dialog.showModal();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Pay Online' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog.open).toBe(false);
  });
});

describe('the current page in the nav bar', () => {
  it('marks Pay Online on the payment pages but not on the staff keypad under /verify/trust', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/verify/checkout']}>
        <NavBar />
      </MemoryRouter>,
    );
    // In the nav bar: the Menu, closed, holds a Pay Online link too.
    const bar = () => within(screen.getByRole('navigation', { name: 'Main' }));
    expect(bar().getByRole('link', { name: 'Pay Online' })).toHaveAttribute('aria-current', 'page');
    unmount();
    render(
      <MemoryRouter initialEntries={['/verify/trust']}>
        <NavBar />
      </MemoryRouter>,
    );
    expect(bar().getByRole('link', { name: 'Pay Online' })).not.toHaveAttribute('aria-current');
  });
});
