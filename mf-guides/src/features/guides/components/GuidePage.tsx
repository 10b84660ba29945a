import type { ComponentType } from 'react';
import { Island } from 'shared-ui/islands/Island';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel } from 'shared-ui/kit/SidePanel';
import type { GuidesIsland } from '../../../islandLoaders';
import type { Guide } from '../data/guide';

export interface GuidePageProps {
  guide: Guide;
  /** The guide's walkthrough (islands/guideWalkthroughs.tsx) and the island name islands.js hydrates it by. */
  walkthrough: { island: GuidesIsland; component: ComponentType };
  /** Where the guide sits: the menu it was chosen from, as "Back to ..." words it. */
  up: { to: string; label: string };
}

/**
 * A guide's page: its title and summary, a way back to its menu, the walkthrough, and the
 * office's hours and phone beside it. Back and Next post the step to the server (the
 * page's HTML answers); the walkthrough's code, asked for on the first press or key in
 * it, moves the steps in the page after that (#42).
 */
export function GuidePage({ guide, walkthrough, up }: GuidePageProps) {
  return (
    <Page title={guide.title} lead={guide.summary}>
      <PageMeta title={guide.metaTitle} description={guide.summary} />
      <BackLink to={up.to} label={up.label} />
      <PageWithSide side={<SidePanel label="Help with this guide" />}>
        <Island name={walkthrough.island} load="interaction" component={walkthrough.component} />
      </PageWithSide>
    </Page>
  );
}
