// /gettingstarted/lan, sent without the app (#42): the page is the server's HTML, and the
// network personalization form is its island.
import { Island } from 'shared-ui/islands/Island';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { LanForm } from './LanForm';

const summary =
  'Choose the name and password of your home Wi-Fi, and a guest network if you want one. Our technicians set up your network with them before you move in.';

export function LanPage() {
  return (
    <Page title="Network Personalization" lead={summary} width="narrow">
      <PageMeta title="Network Personalization" description={summary} />
      <Island name="lan-form" load="now" component={LanForm} />
    </Page>
  );
}
