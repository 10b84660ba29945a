// /verify/trust/nav: where unlocked staff choose between the knowledge hub and the
// Getting Started forms they fill in with new-home customers.
import { Card } from 'shared-ui/kit/Card';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PATHS } from '../../paths';

export function TrustNavPage() {
  return (
    <Page title="Staff area" lead="Choose where to go next.">
      <PageMeta title="Staff area" description="Rock River Audio Video staff area: the knowledge base and the Getting Started forms." />
      <CardGrid>
        <Card as="li" title="Knowledge Base" headingLevel={2} footer={<LinkButton to={PATHS.hub}>Knowledge Base</LinkButton>}>
          <p>Installation and troubleshooting guides for the systems we install, and the shop policies.</p>
        </Card>
        <Card
          as="li"
          title="Getting Started Forms"
          headingLevel={2}
          footer={
            <LinkButton to="/gettingstarted" variant="secondary">
              Getting Started Forms
            </LinkButton>
          }
        >
          <p>The home-network form to fill in with a new-home customer before their network is set up.</p>
        </Card>
      </CardGrid>
    </Page>
  );
}
