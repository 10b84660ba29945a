// Renders the payments remote's routes at a path, with markers for the pages outside it.
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import PaymentsRoutes from '../routes';

function Where() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

export function renderPage(path: string, { strict = false } = {}) {
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="*" element={<PaymentsRoutes />} />
      </Routes>
    </MemoryRouter>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
