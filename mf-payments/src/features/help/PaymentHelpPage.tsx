// /verify/help: who to contact about a payment problem, and what to have ready.
import { company } from 'contract/company/company';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PATHS } from '../../paths';
import styles from './PaymentHelpPage.module.css';

export function PaymentHelpPage() {
  return (
    <>
      <PageMeta
        title="Help with a payment"
        description="Who to contact at Rock River Audio Video about a problem paying an invoice online."
      />
      <Page
        title="Help with a payment"
        lead="If something went wrong while paying online, our office will sort it out with you."
        width="narrow"
      >
        <BackLink to={PATHS.wizard} label="Back to Pay Online" />
        <section className={styles.section} aria-labelledby="contact-office">
          <h2 id="contact-office">Contact our office</h2>
          <p>
            Call <a href={company.phone.href}>{company.phone.display}</a> or email{' '}
            <a href={company.email.href}>{company.email.display}</a>. We answer {company.hours.weekdays};{' '}
            {company.hours.weekends.toLowerCase()}.
          </p>
        </section>
        <section className={styles.section} aria-labelledby="have-ready">
          <h2 id="have-ready">Have these ready</h2>
          <ul>
            <li>Your name and the invoice you were paying</li>
            <li>The amount and the time you tried to pay</li>
            <li>Whether you chose credit or debit, and the last four digits of the card</li>
            <li>Any message the payment page showed</li>
          </ul>
          <p>Never send us a full card number or security code by email.</p>
        </section>
        <section className={styles.section} aria-labelledby="not-sure">
          <h2 id="not-sure">Not sure a payment went through?</h2>
          <p>
            Please call us before paying again. Our card processor refuses to charge the same payment twice, and we can see
            every payment that reached us.
          </p>
        </section>
      </Page>
    </>
  );
}
