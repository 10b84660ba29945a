// /kh/:slug: one topic's sections as cards. A spinner shows for 800 ms (and for as
// long as the worker takes); a slug the hub does not have is the not-found page.
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HUB_TOPICS } from 'contract/data/hubTopics';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { NotFound } from 'shared-ui/pages/NotFound';
import { useStaffResource } from '../../access/useStaffResource';
import { fetchTopic } from './api/hubApi';
import { PATHS } from '../../paths';
import { LoadFailed } from './components/LoadFailed';
import { SectionCard } from './components/SectionCard';
import styles from './TopicPage.module.css';

export const TOPIC_SPINNER_MS = 800;

function Topic({ slug, name }: { slug: string; name: string }) {
  const { schedule } = useTimers();
  const [spinnerDone, setSpinnerDone] = useState(false);
  const [expandedKey, setExpandedKey] = useState<string>();
  const load = useCallback((signal: AbortSignal) => fetchTopic(slug, signal), [slug]);
  const [topic, retry] = useStaffResource(load);

  useEffect(() => {
    schedule(() => setSpinnerDone(true), TOPIC_SPINNER_MS);
  }, [schedule]);

  if (topic.status === 'missing') return <NotFound />;
  const ready = topic.status === 'ready' && spinnerDone;

  return (
    <Page title={name} lead={ready ? topic.data.summary : undefined}>
      <PageMeta title={`${name} | Knowledge Hub`} description={`The ${name} guides of the Rock River Audio Video staff knowledge hub.`} />
      <p className={styles.back}>
        <Link to={PATHS.hub}>Back to the Knowledge Hub</Link>
      </p>
      {topic.status === 'error' && <LoadFailed onRetry={retry} />}
      {topic.status !== 'error' && !ready && <PageLoading label={`Loading the ${name} guides`} />}
      {ready && (
        <CardGrid as="div" minColumn="18rem" columns="fill">
          {topic.data.sections.map((section) => (
            <SectionCard
              key={section.key}
              section={section}
              expanded={expandedKey === section.key}
              onExpand={() => setExpandedKey(section.key)}
              onCollapse={() => setExpandedKey(undefined)}
            />
          ))}
        </CardGrid>
      )}
      {ready && (
        <p className={styles.suggest}>
          Something missing? <Link to={PATHS.suggestion}>Suggest a change to this topic</Link>.
        </p>
      )}
    </Page>
  );
}

export function TopicPage() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const known = HUB_TOPICS.find((topic) => topic.slug === slug);
  if (!known) return <NotFound />;
  return <Topic key={known.slug} slug={known.slug} name={known.name} />;
}
