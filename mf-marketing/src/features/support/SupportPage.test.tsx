import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import SupportPage from './SupportPage';

const renderSupport = () =>
  render(
    <MemoryRouter>
      <SupportPage />
    </MemoryRouter>,
  );

describe('SupportPage', () => {
  it('makes opening a ticket the first action, right under its offer and before what to have ready, as the outline (#43)', () => {
    renderSupport();
    // The page as drawn, without the site's frame: its first link is its first action.
    const first = screen.getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Open a new ticket');
    expect(first).toHaveAttribute('href', '/support/newTicket');
    expect(first).toHaveClass('secondary');
    const ticket = screen.getByRole('region', { name: 'Open a support ticket' });
    const haveReady = within(ticket).getByRole('heading', { level: 3, name: 'Have ready' });
    expect(first.compareDocumentPosition(haveReady) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the other things we help with as a pair, each with a heading and its link', () => {
    renderSupport();
    const more = screen.getByRole('region', { name: 'Other things we can help with' });
    const items = within(within(more).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Paying an invoice',
      'Moving into a TOB Homes house',
    ]);
    expect(items.map((item) => [within(item).getByRole('link').textContent, within(item).getByRole('link').getAttribute('href')])).toEqual([
      ['Pay Online', '/verify'],
      ['guides for TOB Homes owners', '/tobhomes'],
    ]);
  });
});
