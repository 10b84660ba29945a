import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from 'site-testing/renderRoutes';
import GuidesRoutes from '../../routes';

describe('the TOB Homes welcome menu', () => {
  it.each(['/tobhomes', '/TOBHomes'])('%s shows an h1 and three guide cards', (path) => {
    renderRoutes(<GuidesRoutes />, path);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome home, TOB Homes owners' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Guides' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Home networking',
      'Caséta smart lighting',
      'Ring video doorbell',
    ]);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/tobhomes/homenetworking',
      '/tobhomes/caseta',
      '/tobhomes/ringdoorbell',
    ]);
  });

  it('says "TOB Homes" in its copy, never the route spelling', () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes');
    expect(document.body.textContent).not.toMatch(/TOBHomes/);
  });
});

describe('the home networking intro', () => {
  it('explains the two options, links each, and has a Go Back link to /tobhomes', async () => {
    const { place } = renderRoutes(<GuidesRoutes />, '/TOBHomes/homenetworking');
    expect(screen.getByRole('heading', { level: 1, name: 'Home networking' })).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options).toHaveLength(2);
    expect(within(options[0]!).getByRole('link', { name: 'Start option 1' })).toHaveAttribute(
      'href',
      '/tobhomes/homenetworking/option1',
    );
    expect(within(options[1]!).getByRole('link', { name: 'Start option 2' })).toHaveAttribute(
      'href',
      '/tobhomes/homenetworking/option2',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(place.pathname).toBe('/tobhomes');
  });
});

describe('unknown guide paths', () => {
  it.each(['/tobhomes/homenetworking/option3', '/tobhomes/nope', '/gettingstarted/wifi'])('%s is not found', (path) => {
    renderRoutes(<GuidesRoutes />, path);
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
  });
});
