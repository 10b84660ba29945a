// Careers and Open positions list the same postings for different ends (#33): Careers
// sells working here and points to each position in a row; Open positions has the cards.
import { screen, within } from '@testing-library/react';
import { renderRoutes } from 'site-testing/renderRoutes';
import { ApplyLandingPage } from './ApplyLandingPage';
import { PostingsListPage } from './PostingsListPage';

describe('Careers (/apply)', () => {
  it('says why work here before it lists the open positions', () => {
    renderRoutes(<ApplyLandingPage />, '/apply', { path: '/apply' });
    const why = screen.getByRole('region', { name: 'Why work here' });
    const positions = screen.getByRole('region', { name: 'Open positions' });
    expect(why.compareDocumentPosition(positions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists each position in a row: title, place, pay and hours, and Apply Now to its posting', () => {
    renderRoutes(<ApplyLandingPage />, '/apply', { path: '/apply' });
    const rows = within(screen.getByRole('region', { name: 'Open positions' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'System Integrator',
      'Sales + Project Manager',
    ]);
    expect(within(rows[0]!).getByText('Janesville, WI')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$22.00/hr depending on experience; $1,000 sign-on bonus')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('35-50 hours per week')).toBeInTheDocument();
    const applyNow = rows.map((row) => within(row).getByRole('link', { name: 'Apply Now' }));
    expect(applyNow.map((link) => link.getAttribute('href'))).toEqual(['/apply/positions/1', '/apply/positions/2']);
    expect(applyNow[1]).toHaveAccessibleDescription('Sales + Project Manager');
    // In brief: the posting's subtitle, department and date are the cards' and the posting's.
    for (const row of rows) {
      expect(row).not.toHaveTextContent(/Department|First posted|May 2022/);
    }
    expect(screen.queryByText(/^Install, program and service/)).not.toBeInTheDocument();
  });

  it('keeps its link to the open positions and to LinkedIn', () => {
    renderRoutes(<ApplyLandingPage />, '/apply', { path: '/apply' });
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/apply/positions');
    expect(screen.getByRole('link', { name: /Apply on LinkedIn/ })).toHaveAttribute('target', '_blank');
  });
});

describe('Open positions (/apply/positions)', () => {
  it('has a full card per position: what it is, its department, pay, hours and May 2022, and Apply Now', () => {
    renderRoutes(<PostingsListPage />, '/apply/positions', { path: '/apply/positions' });
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(cards).toHaveLength(2);
    const [integrator] = cards;
    expect(within(integrator!).getByRole('heading', { level: 2 })).toHaveTextContent('System Integrator');
    expect(within(integrator!).getByText(/^Install, program and service/)).toBeInTheDocument();
    expect(within(integrator!).getByText('Technicians')).toBeInTheDocument();
    expect(within(integrator!).getByText('May 2022')).toBeInTheDocument();
    expect(within(integrator!).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply/positions/1');
  });
});
