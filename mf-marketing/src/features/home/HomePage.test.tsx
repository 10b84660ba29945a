import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './HomePage';

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

describe('the home page', () => {
  it('puts the reviews straight after the projects, and the videos and the social feed toward the end (#43)', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Recent projects',
      'What our customers say',
      'What we do',
      'How a project goes',
      'Who we are',
      'A closer look',
      'From our brand partners',
      'Follow our work',
      'Ready to plan your project?',
    ]);
  });

  it('states its rating once, beside its reviews, not in the closing band', () => {
    renderHome();
    const ratings = screen.getAllByText((_, element) => element?.tagName === 'STRONG' && element.textContent === '4.9 out of 5');
    expect(ratings).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'What our customers say' })).toContainElement(ratings[0]!);
  });

  it("shows no photo of our work twice (the partners' video posters aside)", () => {
    renderHome();
    const videos = screen.getByRole('region', { name: 'From our brand partners' });
    const photos = screen
      .getAllByRole('img')
      .filter((image) => !videos.contains(image))
      .map((image) => image.getAttribute('alt'));
    expect(photos.length).toBeGreaterThan(8);
    expect(new Set(photos).size).toBe(photos.length);
  });
});
