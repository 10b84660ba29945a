import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls smoothly to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { getByRole } = render(
      <MemoryRouter>
        <ScrollToTop />
        <Link to="/team">Team</Link>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await userEvent.click(getByRole('link', { name: 'Team' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
