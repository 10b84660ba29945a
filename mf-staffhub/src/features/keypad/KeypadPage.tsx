// /verify/trust: the staff passcode keypad, sent without the app (#42).
import { Island } from 'shared-ui/islands/Island';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel, SideSection } from 'shared-ui/kit/SidePanel';
import { ScriptsNeededNotice } from 'shared-ui/kit/ScriptsNeededNotice';
import { Keypad } from './Keypad';
import { KEYPAD_KEYS } from './useKeypadKeys';
import styles from './KeypadPage.module.css';
import { PAY_ONLINE_PATH } from '../../paths';

/**
 * Beside the keypad, for the customer who reached it by mistake (the payment pages'
 * guard sends visitors here): the way to Pay Online and the office's phone (#33: an aside
 * that helps, not a white band).
 */
const notStaff = (
  <SidePanel
    label="Not on our staff?"
    summary={
      <SideSection id="side-not-staff" title="Here to pay an invoice?">
        <p className={styles.sideText}>This page is for our staff. Customers pay their invoices on Pay Online.</p>
        <LinkButton to={PAY_ONLINE_PATH} variant="secondary">
          Go to Pay Online
        </LinkButton>
      </SideSection>
    }
  />
);

/** The page is the server's HTML; the keypad is its island, asked for at once. */
export function KeypadPage() {
  return (
    <Page title="Staff access" lead="Enter the company passcode to open the staff knowledge hub.">
      <PageMeta title="Staff access" description="Rock River Audio Video staff: enter the company passcode to open the knowledge hub." />
      {/* The keypad cannot work as a form: the hub's pages are drawn in the browser alone,
          once the worker has checked the code, so that no staff page is ever in the HTML. */}
      <ScriptsNeededNotice>
        The keypad needs this page’s scripts, which are not running in your browser. The staff pages open only in the
        browser, after our server has checked the passcode, so that none is ever sent to someone who has not entered it.
      </ScriptsNeededNotice>
      <PageWithSide side={notStaff}>
        <Island name="keypad" load="now" holds={KEYPAD_KEYS} component={Keypad} />
      </PageWithSide>
    </Page>
  );
}
