import { screen, within } from '@testing-library/react';
import { company } from 'contract/company/company';
import { renderRoutes } from 'site-testing/renderRoutes';
import GuidesRoutes from '../../routes';

describe('the Getting Started welcome page', () => {
  it.each(['/gettingstarted', '/GettingStarted'])('%s warns that an unsubmitted form loses its input, and has one link to a form', (path) => {
    const { container } = renderRoutes(<GuidesRoutes />, path);
    expect(screen.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeInTheDocument();
    expect(within(screen.getByRole('note')).getByText(/If you leave a form before you submit it, what you typed is lost\./)).toBeInTheDocument();
    // The spec's one link; the side panel's phone number is a way to call, not a page.
    const links = within(container).getAllByRole('link').filter((link) => !link.closest('aside'));
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Network Personalization');
    expect(links[0]).toHaveAttribute('href', '/gettingstarted/lan');
  });

  it('shows the form as a card with how long it takes and what to have at hand, beside what happens next and our phone', () => {
    renderRoutes(<GuidesRoutes />, '/gettingstarted');
    const forms = screen.getByRole('list', { name: 'Forms' });
    const cards = within(forms).getAllByRole('listitem').filter((item) => item.parentElement === forms);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    // The card's heading says what the form does; its button keeps the spec's words.
    expect(within(card).getByRole('heading', { level: 2, name: 'Set up your home Wi-Fi' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Network Personalization' })).toHaveAttribute('href', '/gettingstarted/lan');
    expect(card).toHaveTextContent('Takes about 5 minutes');
    expect(within(card).getByText('Choose the name and password of your home Wi-Fi, and a guest network if you want one.')).toBeInTheDocument();
    expect(within(card).getByText('A Wi-Fi password of 8 to 32 characters, with at least one number, one capital letter and one lowercase letter')).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'About the new-home forms' });
    expect(within(side).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(within(side).getByRole('link', { name: company.phone.display })).toHaveAttribute('href', company.phone.href);
  });
});
