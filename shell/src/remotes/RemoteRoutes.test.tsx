import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { FirstRenderContext, type FirstRender } from './firstRender';
import { loadRemoteRoutes } from './remoteRegistry';
import { RemoteRoutes } from './RemoteRoutes';

jest.mock('./remoteRegistry', () => ({ loadRemoteRoutes: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);

const renderRemote = () =>
  render(
    <MemoryRouter initialEntries={['/apply']}>
      <RemoteRoutes name="careers" />
    </MemoryRouter>,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('RemoteRoutes', () => {
  it('renders the remote routes once loaded', async () => {
    load.mockResolvedValue({ default: () => <h1>Careers</h1> });
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('careers', 0);
  });

  it('loads the page the visitor came for before mounting the routes', async () => {
    let pageLoaded = false;
    const preload = jest.fn(async () => {
      pageLoaded = true;
    });
    load.mockResolvedValue({ default: () => <h1>{pageLoaded ? 'Careers' : 'not preloaded'}</h1>, preload });
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalledWith('/apply');
  });

  it('still mounts the routes when loading the page ahead fails, so the page fails inside them', async () => {
    load.mockResolvedValue({ default: () => <h1>Careers</h1>, preload: () => Promise.reject(new Error('chunk failed')) });
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot be loaded, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue({ default: () => <h1>Careers</h1> });
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'This page is taking a short break' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('careers', 1);
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    load.mockResolvedValue({ default: Broken });
    render(
      <MemoryRouter initialEntries={['/apply']}>
        <p>nav stays</p>
        <RemoteRoutes name="careers" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('nav stays')).toBeInTheDocument();
  });
});

describe('RemoteRoutes on the page the server drew', () => {
  const renderDrawn = (first: FirstRender) =>
    render(
      <FirstRenderContext value={first}>
        <MemoryRouter initialEntries={['/apply']}>
          <RemoteRoutes name="careers" />
        </MemoryRouter>
      </FirstRenderContext>,
    );

  it('renders the remote the shell loaded before hydrating, without loading it again', () => {
    renderDrawn({ pathname: '/apply', name: 'careers', render: 'content', routes: { default: () => <h1>Careers</h1> } });
    expect(screen.getByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts from the fallback the server drew, and shows the remote if the browser reaches it', async () => {
    load.mockResolvedValue({ default: () => <h1>Careers</h1> });
    renderDrawn({ pathname: '/apply', name: 'careers', render: 'fallback' });
    expect(screen.getByRole('heading', { name: 'This page is taking a short break' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
  });

  it('keeps the fallback when the browser cannot reach the remote either, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue({ default: () => <h1>Careers</h1> });
    renderDrawn({ pathname: '/apply', name: 'careers', render: 'fallback' });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('the careers remote failed', expect.any(Error)));
    expect(screen.getByRole('heading', { name: 'This page is taking a short break' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
  });
});
