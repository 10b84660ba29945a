import { screen, within } from '@testing-library/react';
import { renderRoutes } from 'site-testing/renderRoutes';
import GuidesRoutes from '../../routes';

describe('the Getting Started welcome page', () => {
  it.each(['/gettingstarted', '/GettingStarted'])('%s warns that an unsubmitted form loses its input, and has one link', (path) => {
    const { container } = renderRoutes(<GuidesRoutes />, path);
    expect(screen.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeInTheDocument();
    expect(within(screen.getByRole('note')).getByText(/If you leave a form before you submit it, what you typed is lost\./)).toBeInTheDocument();
    const links = within(container).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Network Personalization');
    expect(links[0]).toHaveAttribute('href', '/gettingstarted/lan');
  });
});
