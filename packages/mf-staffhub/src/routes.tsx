import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';

export default function StaffhubRoutes() {
  return (
    <Routes>
      <Route path="verify/trust" element={<h1>Staff access</h1>} />
      <Route path="kh" element={<h1>Knowledge hub</h1>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
