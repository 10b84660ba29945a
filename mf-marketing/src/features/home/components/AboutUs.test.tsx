import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EMPLOYEES } from '../../team/data/employees';
import { AboutUs } from './AboutUs';

describe('AboutUs', () => {
  it('shows the team in two figures beside the words, with one link to meet it', () => {
    render(<AboutUs />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Meet our team', '/team']]);
    const stats = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(stats).toEqual([
      ['In business since', '1998'],
      ['People on the team', String(EMPLOYEES.length)],
    ]);
  });

  it('is a disclosure the browser opens and closes itself, closed at first, with the captions inside', async () => {
    render(<AboutUs />, { wrapper: MemoryRouter });
    const toggle = screen.getByText('About Us');
    const disclosure = toggle.closest('details')!;
    expect(toggle.tagName).toBe('SUMMARY');
    expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(disclosure).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Our Commitment');
    await userEvent.click(toggle);
    expect(disclosure).not.toHaveAttribute('open');
  });
});
