import { Route, Routes } from 'react-router-dom';
import { Frame } from './frame/Frame';
import { ScrollToTop } from './frame/ScrollToTop';
import { PageViews } from './field/PageViews';
import { Confirmation } from './pages/Confirmation';
import { OwnedRoute } from './routing/OwnedRoute';

/** The whole site under whichever router runs it: the browser's, or the server's for one path. */
export function Site() {
  return (
    <>
      <ScrollToTop />
      <PageViews />
      <Frame>
        <Routes>
          <Route path="/confirmation" element={<Confirmation />} />
          <Route path="*" element={<OwnedRoute />} />
        </Routes>
      </Frame>
    </>
  );
}
