import { company } from 'contract/company/company';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ClosingBand } from '../../common/ClosingBand';
import { PATHS } from '../../paths';
import { MoreHelp } from './MoreHelp';
import styles from './SupportPage.module.css';

const FIRST_STEPS = [
  'Check that the device and its power strip are switched on; many of our racks have a surge protector with its own switch.',
  'For internet trouble, unplug the modem and the router for 30 seconds, plug the modem in first, then the router, and wait five minutes.',
  'For a remote or touch panel that does not respond, charge or replace its batteries, or restart it from its settings menu.',
  'Note what you were doing, what you expected and what happened instead: it helps us fix it on the first visit.',
];

/** What the ticket form asks for, so the card is a short checklist rather than a note and a button. */
const TICKET_READY = [
  'Your name, email and phone, and the address of the system',
  'What kind of system it is: internet, automation, audio or video',
  'What is happening, and about when it was installed or bought',
];

export default function SupportPage() {
  return (
    <>
      <Page
        title="Support"
        lead="Something not working the way it should? Our service team supports every system we install, and many we did not."
      >
        <PageMeta
          title="Support"
          description={`Get help with your audio, video, network or automation system from ${company.name}: open a support ticket, call ${company.phone.display} or email ${company.email.display}.`}
        />
        <div className={styles.columns}>
          <section aria-labelledby="ticket-heading" className={styles.primary}>
            <h2 id="ticket-heading">Open a support ticket</h2>
            <p>
              The fastest way to reach us. Tell us what is happening and we will reply with a case number and a time to call or visit.
            </p>
            {/* The page's first action, under the words that offer it, before what to have at hand. */}
            <div className={styles.action}>
              <LinkButton to={PATHS.newTicket}>Open a new ticket</LinkButton>
            </div>
            <h3>Have ready</h3>
            <ul className={styles.ready}>
              {TICKET_READY.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-heading" className={styles.box}>
            <h2 id="contact-heading">Call or email</h2>
            <ul className={styles.contact}>
              <li>
                Phone: <a href={company.phone.href}>{company.phone.display}</a>
              </li>
              <li>
                Email: <a href={company.email.href}>{company.email.display}</a>
              </li>
            </ul>
            <h3>Office hours</h3>
            <p>
              {company.hours.weekdays}
              <br />
              {company.hours.weekends}
            </p>
            <p className={styles.note}>Support replies come within business hours, excluding weekends and holidays.</p>
          </section>
        </div>
        <section aria-labelledby="first-steps" className={styles.section}>
          <h2 id="first-steps">Before you call</h2>
          <ol>
            {FIRST_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <MoreHelp />
      </Page>
      <ClosingBand
        heading="Planning an upgrade or a new project?"
        text="Tell us what you have in mind, and a designer will call you back, usually the same business day."
      />
    </>
  );
}
