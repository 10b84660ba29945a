// The payments remote: Pay Online under /verify (the staff hub owns /verify/trust).
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { routePath } from 'shared-ui/routing/remoteRoutes';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { PaymentHelpPage } from './features/help/PaymentHelpPage';
import { ProcessingPage } from './features/processing/ProcessingPage';
import { PaymentWizardPage } from './features/wizard/PaymentWizardPage';
import { PATHS } from './paths';

export default function PaymentsRoutes() {
  return (
    <Routes>
      <Route path={routePath(PATHS.wizard)} element={<PaymentWizardPage />} />
      <Route path={routePath(PATHS.help)} element={<PaymentHelpPage />} />
      <Route path={routePath(PATHS.checkout)} element={<CheckoutPage />} />
      <Route path={routePath(PATHS.processing)} element={<ProcessingPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
