// A ticket or lead page: its title and lead, a way back, the side panel, and the form part
// (CustomerRequestSection), an island of its own asked for at once (#42): the page is sent
// without the app, and until the island is live the form posts and the server answers.
import type { ComponentType, ReactNode } from 'react';
import { Island } from 'shared-ui/islands/Island';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { Picture } from 'shared-ui/kit/Picture';
import { SidePanel } from 'shared-ui/kit/SidePanel';
import { reviewsById } from 'shared-ui/reviews/reviews';
import type { PictureSource } from '../../assets/images';
import type { MarketingIsland } from '../../islandLoaders';

export interface CustomerRequestPageProps {
  /** The form part bound to its kind (the ticket's, the lead's) and the island name islands.js hydrates it by. */
  form: { island: MarketingIsland; component: ComponentType };
  meta: { title: string; description: string };
  title: string;
  lead: ReactNode;
  /** The side panel: its name, what happens next, and the id of a review that fits the page (shared-ui/reviews). */
  side: { label: string; next: readonly string[]; reviewId?: string; picture?: PictureSource };
  /** The page the form is reached from, if one (the ticket's support page). */
  back?: { to: string; label: string };
}

export function CustomerRequestPage({ form, meta, title, lead, side, back }: CustomerRequestPageProps) {
  return (
    <Page title={title} lead={lead}>
      <PageMeta title={meta.title} description={meta.description} />
      {back && <BackLink to={back.to} label={back.label} />}
      <PageWithSide
        side={
          <SidePanel
            label={side.label}
            picture={side.picture && <Picture picture={side.picture} sizes="(min-width: 64rem) 24rem, 100vw" />}
            next={side.next}
            review={side.reviewId ? reviewsById([side.reviewId])[0] : undefined}
          />
        }
      >
        <Island name={form.island} load="now" component={form.component} />
      </PageWithSide>
    </Page>
  );
}
