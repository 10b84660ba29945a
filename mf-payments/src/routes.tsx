// The payments remote: Pay Online under /verify (the staff hub owns /verify/trust).
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { PaymentHelpPage } from './features/help/PaymentHelpPage';
import { ProcessingPage } from './features/processing/ProcessingPage';
import { PaymentWizardPage } from './features/wizard/PaymentWizardPage';

export default function PaymentsRoutes() {
  return (
    <Routes>
      <Route path="verify" element={<PaymentWizardPage />} />
      <Route path="verify/help" element={<PaymentHelpPage />} />
      <Route path="verify/checkout" element={<CheckoutPage />} />
      <Route path="verify/checkout/processing" element={<ProcessingPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
