import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TeamPage from './TeamPage';
import { EMPLOYEES } from './data/employees';

const renderTeam = () =>
  render(
    <MemoryRouter>
      <TeamPage />
    </MemoryRouter>,
  );

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('TeamPage', () => {
  it('shows 16 employee cards with title, department and the year as Team Member Since', () => {
    renderTeam();
    const cards = within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    expect(cards).toHaveLength(16);
    const founder = cardOf('Dale Kowalski');
    expect(founder).toHaveTextContent('Founder & President');
    expect(within(founder).getByText('Team Member Since')).toBeInTheDocument();
    expect(within(founder).getByText('1998')).toBeInTheDocument();
    expect(within(founder).getByRole('img', { name: 'Illustrated portrait of Dale Kowalski' })).toHaveAttribute('width', '320');
  });

  it.each([
    ['Admin', 'var(--dept-admin)'],
    ['Management', 'var(--dept-management)'],
    ['Sales', 'var(--dept-sales)'],
    ['Technician', 'var(--dept-technician)'],
  ])('borders every %s card in %s', (dept, color) => {
    renderTeam();
    const people = EMPLOYEES.filter((employee) => employee.dept === dept);
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) {
      expect(cardOf(`${person.firstName} ${person.lastName}`)).toHaveStyle({ '--card-accent': color });
    }
  });

  it('links We are hiring to the careers page', () => {
    renderTeam();
    expect(screen.getByRole('link', { name: 'We are hiring' })).toHaveAttribute('href', '/apply');
  });
});
