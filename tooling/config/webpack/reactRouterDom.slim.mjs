// What the browser gets as the shared singleton 'react-router-dom': only the parts of
// React Router this site uses. A shared module is never tree-shaken (webpack cannot
// know what other builds will ask of it), so sharing the whole package shipped its
// data routers, sessions and cookies to every visitor (52 KB brotli instead of 15 KB).
// Lint (eslint.config.mjs) reads this list and allows importing only these names from
// 'react-router-dom', so a name missing here fails the lint, not a visitor's page.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  generatePath,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
