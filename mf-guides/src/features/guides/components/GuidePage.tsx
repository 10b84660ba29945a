import { BackLink } from 'shared-ui/kit/BackLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel } from 'shared-ui/kit/SidePanel';
import { GuideWalkthrough, type GuideWalkthroughProps } from './GuideWalkthrough';

export interface GuidePageProps extends GuideWalkthroughProps {
  /** Where the guide sits: the menu it was chosen from, as "Back to ..." words it. */
  up: { to: string; label: string };
}

/** A guide's page: its title and summary, a way back to its menu, the walkthrough, and the office's hours and phone beside it. */
export function GuidePage({ guide, extras, up }: GuidePageProps) {
  return (
    <Page title={guide.title} lead={guide.summary}>
      <PageMeta title={guide.metaTitle} description={guide.summary} />
      <BackLink to={up.to} label={up.label} />
      <PageWithSide side={<SidePanel label="Help with this guide" />}>
        <GuideWalkthrough guide={guide} extras={extras} />
      </PageWithSide>
    </Page>
  );
}
