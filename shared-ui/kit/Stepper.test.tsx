import { render, screen } from '@testing-library/react';
import { Stepper } from 'shared-ui/kit/Stepper';

describe('Stepper', () => {
  it('says which step of how many is current and marks it', () => {
    render(<Stepper steps={['Amount', 'Card type', 'Verify']} current={1} label="Payment steps" />);
    expect(screen.getByRole('navigation', { name: 'Payment steps' })).toHaveTextContent('Step 2 of 3');
    expect(screen.getByText('Card type')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Amount')).not.toHaveAttribute('aria-current');
  });
});
