import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TeamPage from './TeamPage';

const renderTeam = () =>
  render(
    <MemoryRouter>
      <TeamPage />
    </MemoryRouter>,
  );

const department = (name: string) => screen.getByRole('region', { name });
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('TeamPage', () => {
  it('groups the 16 people under a heading per department, in the order of the data, and ends on the closing band', () => {
    renderTeam();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Management',
      'Admin',
      'Sales',
      'Technicians',
      'Ready to plan your project?',
    ]);
    const namesIn = (name: string) =>
      within(within(department(name)).getByRole('list', { name })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(namesIn('Management')).toEqual(['Dale Kowalski', 'Karen Brekke', 'Marcus Reinholt']);
    expect(namesIn('Admin')).toEqual(['Jenny Halverson', 'Tasha Greene', 'Priya Natarajan']);
    expect(namesIn('Sales')).toEqual(['Andre Wallace', 'Heather Lindqvist', 'Luis Ortega']);
    expect(namesIn('Technicians')).toEqual([
      'Tom Schultz',
      'Ashley Voss',
      'Derek Pfeiffer',
      'Kayla Moen',
      'Jamal Carter',
      'Evan Lindahl',
      'Maya Rivera',
    ]);
  });

  it('shows each person with portrait, title and the year as Team Member Since', () => {
    renderTeam();
    const founder = cardOf('Dale Kowalski');
    expect(within(founder).getByText('Founder & President')).toBeInTheDocument();
    expect(within(founder).getByRole('term')).toHaveTextContent('Team Member Since');
    expect(within(founder).getByRole('definition')).toHaveTextContent('1998');
    // One line, the spec's words and the year (#33).
    expect(within(founder).getByRole('term').parentElement).toHaveTextContent(/^Team Member Since 1998$/);
    expect(within(founder).getByRole('img', { name: 'Illustrated portrait of Dale Kowalski' })).toHaveAttribute('width', '320');
  });

  it.each([
    ['Management', 'var(--dept-management)'],
    ['Admin', 'var(--dept-admin)'],
    ['Sales', 'var(--dept-sales)'],
    ['Technicians', 'var(--dept-technician)'],
  ])('marks the %s heading, and borders every card under it, in %s', (heading, color) => {
    renderTeam();
    expect(department(heading)).toHaveStyle({ '--dept-color': color });
    for (const card of within(department(heading)).getAllByRole('listitem')) expect(card).toHaveStyle({ '--dept-color': color });
  });

  it('states the intro facts, the founding year once', () => {
    renderTeam();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(screen.getAllByRole('term').filter((term) => !term.closest('li')).map((term) => term.textContent)).toEqual([
      'Founded',
      'People on the team',
      'Field technicians',
    ]);
    expect(fact('Founded')).toHaveTextContent('1998');
    expect(fact('People on the team')).toHaveTextContent('16');
    expect(fact('Field technicians')).toHaveTextContent('7');
  });

  it('links We are hiring to the careers page, as an outline button (#43)', () => {
    renderTeam();
    expect(screen.getByRole('link', { name: 'We are hiring' })).toHaveAttribute('href', '/apply');
    expect(screen.getByRole('link', { name: 'We are hiring' })).toHaveClass('secondary');
  });
});
