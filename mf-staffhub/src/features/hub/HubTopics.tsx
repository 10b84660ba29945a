// The hub's topics, the island of /kh (#42): staff content, fetched from the worker with the
// unlock's token once the page is in the browser, so no topic is ever in any HTML. Without
// an unlock, or with one the worker refuses, the visitor goes to the keypad.
import { generatePath, Link } from 'react-router-dom';
import { Card } from 'shared-ui/kit/Card';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { useStaffResource } from '../../access/useStaffResource';
import { requestTopicList } from './api/topicListRequest';
import { LoadFailed } from './components/LoadFailed';
import styles from './HubPage.module.css';
import { PATHS } from '../../paths';

export function HubTopics() {
  const [topics, retry] = useStaffResource(requestTopicList);
  if (topics.status === 'loading') return <PageLoading label="Loading the topics" />;
  if (topics.status !== 'ready') return <LoadFailed onRetry={retry} />;
  return (
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
  );
}
