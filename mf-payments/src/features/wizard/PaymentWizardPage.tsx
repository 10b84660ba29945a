// /verify: Pay Online. The page is the server's HTML (#42); the wizard is its island, asked
// for at once (the form the visitor came to fill), and the notice beside it shows where
// scripts are off or the wizard's code cannot come: paying by card needs them.
import { company } from 'contract/company/company';
import { Island } from 'shared-ui/islands/Island';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ScriptsNeededNotice } from 'shared-ui/kit/ScriptsNeededNotice';
import { PaymentWizard } from './PaymentWizard';

export function PaymentWizardPage() {
  return (
    <>
      <PageMeta
        title="Pay Online"
        description="Pay a Rock River Audio Video invoice online by credit or debit card, securely through our card processor."
      />
      <Page
        title="Pay Online"
        lead="Pay an invoice by credit or debit card. Your card details go straight to our card processor; we never see or store them."
      >
        <ScriptsNeededNotice>
          Paying online needs our card processor’s scripts, which are not running in your browser. To pay by card, call us
          at <a href={company.phone.href}>{company.phone.display}</a>.
        </ScriptsNeededNotice>
        <Island name="payment-wizard" load="now" component={PaymentWizard} />
      </Page>
    </>
  );
}
