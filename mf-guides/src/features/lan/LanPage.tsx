// /gettingstarted/lan, sent without the app (#42): the page is the server's HTML, and the
// network personalization form is its island. Like every other form and guide, a way back
// up (to Getting Started) and, beside the form, what happens after sending and the phone (#43).
import { Island } from 'shared-ui/islands/Island';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel } from 'shared-ui/kit/SidePanel';
import { PATHS } from '../../paths';
import { AFTER_SENDING } from '../getting-started/forms';
import { LanForm } from './LanForm';
import styles from './LanPage.module.css';

const summary =
  'Choose the name and password of your home Wi-Fi, and a guest network if you want one. Our technicians set up your network with them before you move in.';

export function LanPage() {
  return (
    <Page title="Network Personalization" lead={summary}>
      <PageMeta title="Network Personalization" description={summary} />
      <BackLink to={PATHS.gettingStarted} label="Back to Getting Started" />
      <PageWithSide side={<SidePanel label="About your network form" next={AFTER_SENDING} />}>
        <p className={styles.requiredNote}>Fields marked * are required.</p>
        <Island name="lan-form" load="now" component={LanForm} />
      </PageWithSide>
    </Page>
  );
}
