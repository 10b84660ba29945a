import { company } from 'contract/company/company';
import { Card } from 'shared-ui/kit/Card';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { ExternalLinkButton, LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PATHS } from '../../paths';

const LINKEDIN_URL = company.social.find((profile) => profile.name === 'LinkedIn')?.url ?? 'https://www.linkedin.com';

/** /apply: choose between applying on LinkedIn and applying on this site. */
export function ApplyLandingPage() {
  return (
    <>
      <PageMeta
        title="Careers"
        description="Build a career installing and selling audio, video, networking and automation systems in southern Wisconsin. Apply on LinkedIn or on our site."
      />
      {/* The h1 stays a literal string: the release test edits it in the source. */}
      <Page
        title="Careers"
        lead={`Since ${company.founded} our technicians and project managers have designed, installed and serviced systems in homes and businesses across ${company.region}. Come build with us.`}
      >
        <CardGrid as="div" minColumn="20rem">
          <Card
            headingLevel={2}
            title="Apply on LinkedIn"
            footer={<ExternalLinkButton href={LINKEDIN_URL}>Apply on LinkedIn</ExternalLinkButton>}
          >
            <p>Already on LinkedIn? Follow our company page and apply there with your profile.</p>
          </Card>
          <Card
            headingLevel={2}
            title="Apply on our site"
            footer={
              <LinkButton to={PATHS.postings} variant="secondary">
                See open positions
              </LinkButton>
            }
          >
            <p>Read about our open positions and send us your application here. We read every one.</p>
          </Card>
        </CardGrid>
      </Page>
    </>
  );
}
