// /verify/help: who to contact about a payment problem, and what to have ready, beside
// a picture of a safe card payment and how the card is kept safe (#33: no white band).
import { company } from 'contract/company/company';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { Picture } from 'shared-ui/kit/Picture';
import { SIDE_PICTURE_SIZES, SidePanel, SideSection } from 'shared-ui/kit/SidePanel';
import { paymentsPictures } from '../../assets/generated/payments';
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
      >
        <BackLink to={PATHS.wizard} label="Back to Pay Online" />
        <PageWithSide
          side={
            <SidePanel
              label="Paying online safely"
              picture={<Picture picture={paymentsPictures.secure} sizes={SIDE_PICTURE_SIZES} />}
              summary={
                <SideSection id="side-card-safe" title="Your card stays with our card processor">
                  <p className={styles.muted}>
                    Your card details go straight to our card processor; we never see or store them. Pay only on this
                    site's Pay Online page, never through a link in an unexpected email or text.
                  </p>
                </SideSection>
              }
            />
          }
        >
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
        </PageWithSide>
      </Page>
    </>
  );
}
