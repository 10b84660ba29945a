import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Frame } from './frame/Frame';
import { ScrollToTop } from './frame/ScrollToTop';
import { Confirmation } from './pages/Confirmation';
import { OwnedRoute } from './routing/OwnedRoute';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Frame>
        <Routes>
          <Route path="/confirmation" element={<Confirmation />} />
          <Route path="*" element={<OwnedRoute />} />
        </Routes>
      </Frame>
    </BrowserRouter>
  );
}
