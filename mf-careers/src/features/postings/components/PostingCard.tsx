import { Card } from 'shared-ui/kit/Card';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { PostingFacts, type PostingFactsProps } from './PostingFacts';
import styles from './postings.module.css';

export interface PostingCardProps extends PostingFactsProps {
  headingLevel: 2 | 3;
  /** Where Apply Now leads: the posting's page, as the page linking to it writes it. */
  applyTo: string;
}

/** A position on Open positions: its title, what it is, all its facts and Apply Now. */
export function PostingCard({ posting, headingLevel, applyTo }: PostingCardProps) {
  const titleId = `posting-${posting.id}-title`;
  return (
    <Card
      as="li"
      headingLevel={headingLevel}
      title={<span id={titleId}>{posting.title}</span>}
      footer={
        <LinkButton to={applyTo} aria-describedby={titleId}>
          Apply Now
        </LinkButton>
      }
    >
      <p className={styles.subtitle}>{posting.subtitle}</p>
      <PostingFacts posting={posting} />
    </Card>
  );
}
