// Renders the remote's routes at a path, the way the shell mounts them, with a probe
// that exposes where the router is (path, query and history state) to assertions and,
// when asked, a nav bar with one of the shell's links, to leave the page by.
import { render } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import GuidesRoutes from '../routes';

export interface RouterPlace {
  pathname: string;
  search: string;
  state: unknown;
}

export function renderRoutes(entry: InitialEntry, { navBar = false } = {}) {
  const place: RouterPlace = { pathname: '', search: '', state: null };
  function Probe() {
    const location = useLocation();
    Object.assign(place, { pathname: location.pathname, search: location.search, state: location.state });
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      {navBar && (
        <nav aria-label="Main">
          <Link to="/serviceslist">Services</Link>
        </nav>
      )}
      <Routes>
        <Route path="/confirmation" element={<h1>Thank you!</h1>} />
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="*" element={<GuidesRoutes />} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
  return { ...view, place };
}
