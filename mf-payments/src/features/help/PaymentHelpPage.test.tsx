import { screen, within } from '@testing-library/react';
import { renderRoutes } from 'site-testing/renderRoutes';
import { paymentsPictures } from '../../assets/generated/payments';
import PaymentsRoutes from '../../routes';

/** The page's own words, without the side panel's (which repeats the phone number). */
const content = () => screen.getByRole('heading', { level: 2, name: 'Contact our office' }).closest('div')!;

describe('/verify/help', () => {
  it('tells a visitor who to contact about a payment problem', () => {
    renderRoutes(<PaymentsRoutes />, '/verify/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Help with a payment' })).toBeInTheDocument();
    expect(within(content()).getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    expect(screen.getByRole('link', { name: 'service@rockriverav.com' })).toHaveAttribute('href', 'mailto:service@rockriverav.com');
    expect(within(content()).getByText(/Monday to Friday, 8:00a-4:00p/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pay Online' })).toHaveAttribute('href', '/verify');
  });

  it('has beside it a drawn picture of a safe card payment, its size set, and how the card is kept safe', () => {
    renderRoutes(<PaymentsRoutes />, '/verify/help');
    const side = screen.getByRole('complementary', { name: 'Paying online safely' });
    const picture = within(side).getByRole('img', { name: paymentsPictures.secure.alt });
    expect(picture).toHaveAttribute('width', String(paymentsPictures.secure.width));
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(side).getByRole('heading', { name: 'Your card stays with our card processor' })).toBeInTheDocument();
    expect(within(side).getByText(/we never see or store them/)).toBeInTheDocument();
  });
});
