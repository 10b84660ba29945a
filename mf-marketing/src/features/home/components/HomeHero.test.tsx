import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomeHero } from './HomeHero';

describe("the home page's first screen", () => {
  it('says who the company is and offers a quote and a call', () => {
    render(
      <MemoryRouter>
        <HomeHero />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Rock River Audio Video' })).toBeInTheDocument();
    expect(screen.getByText('Since 1998 in southern Wisconsin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/opportunity');
    expect(screen.getByRole('link', { name: 'Call (608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
  });
});
