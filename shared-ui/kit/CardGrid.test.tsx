import { render, screen } from '@testing-library/react';
import { CardGrid, leadSpan } from 'shared-ui/kit/CardGrid';

describe('CardGrid', () => {
  it('widens the first card by what the others leave over in the last row', () => {
    // Seven cards: alone on a row of three, the first beside nothing on a row of two.
    expect([leadSpan(7, 3), leadSpan(7, 2)]).toEqual([3, 2]);
    expect([leadSpan(8, 3), leadSpan(8, 2)]).toEqual([2, 1]);
    expect([leadSpan(5, 3), leadSpan(5, 2)]).toEqual([2, 2]);
    expect([leadSpan(6, 3), leadSpan(6, 2)]).toEqual([1, 1]);
  });

  it('hands a whole grid the lead card’s spans', () => {
    render(
      <CardGrid columns="whole">
        {['a', 'b', 'c', 'd', 'e'].map((card) => (
          <li key={card}>{card}</li>
        ))}
      </CardGrid>,
    );
    const grid = screen.getByRole('list');
    expect(grid.style.getPropertyValue('--card-grid-lead-2')).toBe('2');
    expect(grid.style.getPropertyValue('--card-grid-lead-3')).toBe('2');
  });
});
