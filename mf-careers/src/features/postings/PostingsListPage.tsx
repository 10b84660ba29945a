import { CardGrid } from 'shared-ui/kit/CardGrid';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { Picture } from 'shared-ui/kit/Picture';
import { SIDE_PICTURE_SIZES, SidePanel } from 'shared-ui/kit/SidePanel';
import { AFTER_APPLYING } from './data/afterApplying';
import { POSTINGS } from './data/postings';
import { postingsPicture } from './data/pictures';
import { PostingCard } from './components/PostingCard';

/**
 * /apply/positions: a full card per open position (what it is, department, pay, hours, first
 * posted), each linking to its posting and application; Careers lists them in brief (#33).
 */
export function PostingsListPage() {
  return (
    <>
      <PageMeta
        title="Open positions"
        description="Open positions at Rock River Audio Video: System Integrator and Sales + Project Manager in southern Wisconsin. Apply online."
      />
      <Page
        title="Open positions"
        lead="We are hiring in southern Wisconsin. Read about each position, then apply on its page: it takes about ten minutes."
      >
        {/* The cards beside what happens after applying and whom to call: no empty right third at 1366 (#33). */}
        <PageWithSide
          side={
            <SidePanel label="About applying" picture={<Picture picture={postingsPicture} sizes={SIDE_PICTURE_SIZES} />} next={AFTER_APPLYING} />
          }
        >
          <CardGrid minColumn="18rem">
            {POSTINGS.map((posting) => (
              // A relative link, as the spec has it: the posting's path is its id below /apply/positions.
              <PostingCard key={posting.id} posting={posting} headingLevel={2} applyTo={String(posting.id)} />
            ))}
          </CardGrid>
        </PageWithSide>
      </Page>
    </>
  );
}
