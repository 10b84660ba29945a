import { render, screen, within } from '@testing-library/react';
import { Stepper } from 'shared-ui/kit/Stepper';

const stepNamed = (name: string) => screen.getByText(name).closest('li');

describe('Stepper', () => {
  it('says which step of how many is current and marks it', () => {
    render(<Stepper steps={['Amount', 'Card type', 'Verify']} current={1} label="Payment steps" />);
    expect(screen.getByRole('navigation', { name: 'Payment steps' })).toHaveTextContent('Step 2 of 3');
    expect(stepNamed('Card type')).toHaveAttribute('aria-current', 'step');
    expect(stepNamed('Amount')).not.toHaveAttribute('aria-current');
  });

  it('numbers its steps for a narrow bar, the numbers hidden from screen readers, which hear each name once', () => {
    const steps = ['Order', 'Find the panel', 'Connect', 'Activate', 'Join your Wi-Fi'];
    render(<Stepper steps={steps} current={4} label="Guide progress" />);
    const items = within(screen.getByRole('navigation', { name: 'Guide progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Order', '2Find the panel', '3Connect', '4Activate', '5Join your Wi-Fi']);
    items.forEach((item, index) => {
      expect(within(item).getByText(String(index + 1))).toHaveAttribute('aria-hidden', 'true');
      expect(within(item).getByText(steps[index]!)).not.toHaveAttribute('aria-hidden');
    });
    expect(items[4]).toHaveAttribute('aria-current', 'step');
  });
});
