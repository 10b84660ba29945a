import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ABOUT_CAPTIONS } from '../data/aboutCaptions';
import { EMPLOYEES } from '../../team/data/employees';
import { AboutUs } from './AboutUs';

const captionHeading = () => screen.getByRole('heading', { level: 3 });

describe('AboutUs', () => {
  it('shows the team in two figures beside the words, with one link to meet it', () => {
    render(<AboutUs captions={ABOUT_CAPTIONS} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Meet our team', '/team']]);
    const stats = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(stats).toEqual([
      ['In business since', '1998'],
      ['People on the team', String(EMPLOYEES.length)],
    ]);
  });

  it('starts closed with its arrow pointing right', () => {
    render(<AboutUs captions={ABOUT_CAPTIONS} />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: 'About Us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(toggle.querySelector('svg')).toHaveStyle({ transform: 'rotate(0deg)' });
  });

  it('opens and closes, turning its arrow 90 degrees while open', async () => {
    render(<AboutUs captions={ABOUT_CAPTIONS} />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: 'About Us' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.querySelector('svg')).toHaveStyle({ transform: 'rotate(90deg)' });
    expect(captionHeading()).toHaveTextContent('Our Commitment');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.querySelector('svg')).toHaveStyle({ transform: 'rotate(0deg)' });
  });

  it('has the three captions Our Commitment, Our Team and Est. 1998, wrapping around forwards', async () => {
    render(<AboutUs captions={ABOUT_CAPTIONS} />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'About Us' }));
    const next = screen.getByRole('button', { name: 'Next caption' });
    const seen = [captionHeading().textContent];
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(next);
      seen.push(captionHeading().textContent);
    }
    expect(seen).toEqual(['Our Commitment', 'Our Team', 'Est. 1998', 'Our Commitment']);
  });

  it('wraps around backwards from the first caption to the last', async () => {
    render(<AboutUs captions={ABOUT_CAPTIONS} />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'About Us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous caption' }));
    expect(captionHeading()).toHaveTextContent('Est. 1998');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous caption' }));
    expect(captionHeading()).toHaveTextContent('Our Team');
  });
});
