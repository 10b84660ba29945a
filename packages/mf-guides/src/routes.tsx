import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';

export default function GuidesRoutes() {
  return (
    <Routes>
      <Route path="tobhomes" element={<h1>Welcome, new homeowners</h1>} />
      <Route path="gettingstarted" element={<h1>Getting Started</h1>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
