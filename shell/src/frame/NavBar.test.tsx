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

  it('opens the mobile menu with Services, Galleries, Get Support, Pay Online, then the quote and the call, then More (Careers, Our team, Testimonials, Brands), and closes it again', async () => {
    renderNav();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
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
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu when one of its links is followed', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Pay Online' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the current page in the nav bar', () => {
  it('marks Pay Online on the payment pages but not on the staff keypad under /verify/trust', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/verify/checkout']}>
        <NavBar />
      </MemoryRouter>,
    );
    // In the nav bar: the Menu's popover for pages without scripts holds a Pay Online link too (hidden by the browser).
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

describe('the Menu where scripts do not run', () => {
  it('is the popover the Menu button targets, with the four menu links, the quote, the call and the More group; scripted, the button opens the dialog and not the popover', async () => {
    render(
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const popover = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(popover).toHaveAttribute('popover', 'auto');
    expect([...popover.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    // A canceled click opens no popover: the browser leaves it to the dialog.
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
