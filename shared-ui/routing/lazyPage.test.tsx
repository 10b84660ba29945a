import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, pageRoute, preloadRoute } from 'shared-ui/routing/lazyPage';

const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;
const greetingModule = { default: Greeting };

describe('lazyPage', () => {
  it('suspends on first show, like React.lazy, and then shows the page', async () => {
    const Page = lazyPage(() => Promise.resolve(greetingModule));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('once loaded ahead, shows the page without a fallback', async () => {
    const load = jest.fn(() => Promise.resolve(greetingModule));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(greetingModule);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRoute', () => {
  it('loads the page of the route matching the path, whatever its case, and nothing for others', async () => {
    const team = jest.fn(() => Promise.resolve(greetingModule));
    const home = jest.fn(() => Promise.resolve(greetingModule));
    const routes = [
      pageRoute('', lazyPage(home), { name: 'home' }),
      pageRoute('team/:id', lazyPage(team), { name: 'team' }),
    ];
    await preloadRoute(routes, '/Team/7');
    expect(team).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    await preloadRoute(routes, '/');
    expect(home).toHaveBeenCalledTimes(1);
    await expect(preloadRoute(routes, '/nowhere')).resolves.toBeUndefined();
  });
});
