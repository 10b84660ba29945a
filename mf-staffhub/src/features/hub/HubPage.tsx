// /kh: the knowledge hub's topics, fetched from the worker (the request the remote's preload
// started, when it did), and the way to suggest more.
import { generatePath, Link } from 'react-router-dom';
import { Card } from 'shared-ui/kit/Card';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { useStaffResource } from '../../access/useStaffResource';
import { prefetchTopicList, requestTopicList } from './api/topicListRequest';
import { LoadFailed } from './components/LoadFailed';
import styles from './HubPage.module.css';
import { PATHS } from '../../paths';


export function HubPage() {
  const [topics, retry] = useStaffResource(requestTopicList);

  return (
    <Page title="Knowledge Hub" lead="Guides for the systems we install and the way we work, written by our technicians for our technicians.">
      <PageMeta title="Knowledge Hub" description="The Rock River Audio Video staff knowledge hub." />
      {topics.status === 'loading' && <PageLoading label="Loading the topics" />}
      {(topics.status === 'error' || topics.status === 'missing') && <LoadFailed onRetry={retry} />}
      {topics.status === 'ready' && (
        <CardGrid columns="fill" aria-label="Topics">
          {topics.data.topics.map((topic) => (
            <Card
              key={topic.key}
              as="li"
              headingLevel={2}
              title={<Link to={generatePath(PATHS.topic, { slug: topic.key })}>{topic.title}</Link>}
              footer={<span className={styles.count}>{`${topic.sectionCount} sections`}</span>}
            >
              <p>{topic.summary}</p>
            </Card>
          ))}
        </CardGrid>
      )}
      <section className={styles.suggest} aria-labelledby="suggest-heading">
        <h2 id="suggest-heading">Something missing or out of date?</h2>
        <p>Suggest a change to a topic, or a new topic, and we will add it to the hub.</p>
        <LinkButton to={PATHS.suggestion} variant="secondary">
          Suggest a change
        </LinkButton>
      </section>
    </Page>
  );
}

/**
 * Starts the topics request before the page mounts (the remote's preload calls it when the
 * shell asks for /kh), so it runs beside the page's code; the page takes it over. One that
 * fails before the page mounts is forgotten, and the page asks again.
 */
HubPage.prefetch = prefetchTopicList;
