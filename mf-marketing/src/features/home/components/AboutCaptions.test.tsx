import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ABOUT_CAPTIONS } from '../data/aboutCaptions';
import { AboutCaptions } from './AboutCaptions';

const captionHeading = () => screen.getByRole('heading', { level: 3 });

describe('AboutCaptions', () => {
  it('has the three captions Our Commitment, Our Team and Est. 1998, wrapping around forwards', async () => {
    render(<AboutCaptions captions={ABOUT_CAPTIONS} />);
    const next = screen.getByRole('button', { name: 'Next caption' });
    const seen = [captionHeading().textContent];
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(next);
      seen.push(captionHeading().textContent);
    }
    expect(seen).toEqual(['Our Commitment', 'Our Team', 'Est. 1998', 'Our Commitment']);
  });

  it('wraps around backwards from the first caption to the last', async () => {
    render(<AboutCaptions captions={ABOUT_CAPTIONS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous caption' }));
    expect(captionHeading()).toHaveTextContent('Est. 1998');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous caption' }));
    expect(captionHeading()).toHaveTextContent('Our Team');
  });
});
