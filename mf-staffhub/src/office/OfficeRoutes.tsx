// The office's pages (#35), under /office: a chunk of their own that only these pages
// load (routes.tsx), each page a chunk again, so the sign-in and enrolment pages alone
// carry the passkey library and a person on payments loads nothing of follow-ups.
// Drawn only in the browser (prerender.ts): the server never renders any of it.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { lazyPage } from 'shared-ui/routing/lazyPage';
import { PATHS } from '../paths';
import { RequireOffice } from './RequireOffice';

const SignInPage = lazyPage<object>(() => import('../features/office-sign-in/SignInPage').then((page) => ({ default: page.SignInPage })));
const EnrolPage = lazyPage<object>(() => import('../features/office-sign-in/EnrolPage').then((page) => ({ default: page.EnrolPage })));
const FollowUpsPage = lazyPage<object>(() => import('../features/office-follow-ups/FollowUpsPage').then((page) => ({ default: page.FollowUpsPage })));
const FollowUpPage = lazyPage<object>(() => import('../features/office-follow-ups/FollowUpPage').then((page) => ({ default: page.FollowUpPage })));
const PaymentsPage = lazyPage<object>(() => import('../features/office-payments/PaymentsPage').then((page) => ({ default: page.PaymentsPage })));
const BookingsPage = lazyPage<object>(() => import('../features/office-booking/BookingsPage').then((page) => ({ default: page.BookingsPage })));
const BookingSettingsPage = lazyPage<object>(() =>
  import('../features/office-booking/BookingSettingsPage').then((page) => ({ default: page.BookingSettingsPage })),
);
// It says itself when the worker refuses the session, so the frame is not told (one message, not two).
const HealthPage = lazyPage<object>(() => import('../features/office-health/HealthPage').then((page) => ({ default: page.HealthPage })));

/** A page's path below /office, as the nested <Routes> reads it. */
const below = (path: string) => path.slice(PATHS.office.length + 1);

export default function OfficeRoutes() {
  return (
    <Routes>
      <Route path={below(PATHS.officeSignIn)} element={<SignInPage />} />
      <Route path={below(PATHS.officeEnrol)} element={<EnrolPage />} />
      <Route element={<RequireOffice />}>
        <Route index element={<FollowUpsPage />} />
        <Route path={below(PATHS.officeFollowUp)} element={<FollowUpPage />} />
        <Route path={below(PATHS.officePayments)} element={<PaymentsPage />} />
        <Route path={below(PATHS.officeHealth)} element={<HealthPage />} />
        <Route path={below(PATHS.officeBookings)} element={<BookingsPage />} />
        <Route path={below(PATHS.officeBookingSettings)} element={<BookingSettingsPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
