import type { JobPosting } from '../data/jobPosting';
import { PostingFacts } from './PostingFacts';
import styles from './postings.module.css';

function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Everything a posting says, from its facts to its benefits. */
export function PostingDetails({ posting }: { posting: JobPosting }) {
  return (
    <>
      <PostingFacts posting={posting} />
      <ListSection title="What you will do" items={posting.description} />
      <ListSection title="Qualifications" items={posting.qualifications} />
      <ListSection title="Requirements" items={posting.requirements} />
      <ListSection title="Benefits" items={posting.compensation.benefits} />
    </>
  );
}
