import { screen } from '@testing-library/react';
import { renderRoutes } from 'site-testing/renderRoutes';
import PaymentsRoutes from '../../routes';

describe('/verify/help', () => {
  it('tells a visitor who to contact about a payment problem', () => {
    renderRoutes(<PaymentsRoutes />, '/verify/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Help with a payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    expect(screen.getByRole('link', { name: 'service@rockriverav.com' })).toHaveAttribute('href', 'mailto:service@rockriverav.com');
    expect(screen.getByText(/Monday to Friday, 8:00a-4:00p/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pay Online' })).toHaveAttribute('href', '/verify');
  });
});
