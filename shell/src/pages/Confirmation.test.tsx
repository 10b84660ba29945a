import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Confirmation } from './Confirmation';

describe('the confirmation page', () => {
  it('thanks the visitor and says we will be in touch by phone or email', () => {
    render(
      <MemoryRouter initialEntries={['/confirmation']}>
        <Confirmation />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/will contact you by phone or email soon/)).toBeInTheDocument();
    expect(screen.queryByText(/case number/)).not.toBeInTheDocument();
  });

  it('shows the case id the form passed along', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/confirmation', state: { caseId: 'SP-004217' } }]}>
        <Confirmation />
      </MemoryRouter>,
    );
    expect(screen.getByText('SP-004217')).toBeInTheDocument();
  });
});
