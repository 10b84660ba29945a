import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';

export default function PaymentsRoutes() {
  return (
    <Routes>
      <Route path="verify" element={<h1>Pay Online</h1>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
