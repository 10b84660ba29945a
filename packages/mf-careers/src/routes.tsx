import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';

export default function CareersRoutes() {
  return (
    <Routes>
      <Route path="apply" element={<h1>Careers</h1>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
