// The way to book a consultation (#46): a plain link on the services pages and, carrying
// the interest chosen in the quote form once its scripts run, below the quote form.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import CommercialServicesPage from '../features/services/CommercialServicesPage';
import ResidentialServicesPage from '../features/services/ResidentialServicesPage';
import ServicesLandingPage from '../features/services/ServicesLandingPage';
import { QuoteForm } from '../features/lead/QuoteForm';
import type { ComponentType } from 'react';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the way to book a consultation', () => {
  it.each([
    ['the services landing', ServicesLandingPage],
    ['the residential services', ResidentialServicesPage],
    ['the commercial services', CommercialServicesPage],
  ] as Array<[string, ComponentType]>)('is a plain link on %s', (_, Page) => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Book a free consultation' });
    expect(link).toHaveAttribute('href', '/book');
    expect(link).not.toHaveClass('button');
  });

  it('is below the quote form, /book in the HTML built without an address', () => {
    document.body.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/opportunity?interest=home-theater']}>
        <QuoteForm />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/book');
  });

  it("carries the quote form's interest, as the address names it and as the visitor changes it", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/opportunity?interest=home-theater']}>
        <QuoteForm />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Book a free consultation' });
    expect(link).toHaveAttribute('href', '/book?interest=home-theater');
    await user.selectOptions(screen.getByLabelText('What are you interested in?'), 'Networking and Wi-Fi');
    expect(link).toHaveAttribute('href', '/book?interest=networking');
    await user.selectOptions(screen.getByLabelText('What are you interested in?'), 'Not sure yet');
    expect(link).toHaveAttribute('href', '/book');
  });
});
