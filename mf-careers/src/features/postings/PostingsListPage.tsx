import { Card } from 'shared-ui/kit/Card';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { POSTINGS } from './data/postings';
import { PostingFacts } from './components/PostingFacts';
import styles from './components/postings.module.css';

/** /apply/positions: a card per open position, each linking to its posting and application. */
export function PostingsListPage() {
  return (
    <>
      <PageMeta
        title="Open Positions"
        description="Open positions at Rock River Audio Video: System Integrator and Sales + Project Manager in southern Wisconsin. Apply online."
      />
      <Page
        title="Open Positions"
        lead="We are hiring in southern Wisconsin. Read about each position, then apply on its page: it takes about ten minutes."
      >
        <CardGrid minColumn="22rem">
          {POSTINGS.map((posting) => {
            const titleId = `posting-${posting.id}-title`;
            return (
              <Card
                key={posting.id}
                as="li"
                headingLevel={2}
                title={<span id={titleId}>{posting.title}</span>}
                footer={
                  // A relative link: the posting's path is its id below /apply/positions.
                  <LinkButton to={String(posting.id)} aria-describedby={titleId}>
                    Apply Now
                  </LinkButton>
                }
              >
                <p className={styles.subtitle}>{posting.subtitle}</p>
                <PostingFacts posting={posting} />
              </Card>
            );
          })}
        </CardGrid>
      </Page>
    </>
  );
}
