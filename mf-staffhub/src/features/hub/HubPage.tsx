// /kh: the knowledge hub, sent without the app (#42) to a browser that holds the unlock's
// hint (the composer sends any other to the keypad). The page is the server's HTML, none
// of it staff content; the topics are its island, fetched from the worker (the request
// the remote's preload started, in the app) once the page is in the browser.
import { Island } from 'shared-ui/islands/Island';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { prefetchTopicList } from './api/topicListRequest';
import { HubTopics } from './HubTopics';
import styles from './HubPage.module.css';
import { PATHS } from '../../paths';

export function HubPage() {
  return (
    <Page title="Knowledge Hub" lead="Guides for the systems we install and the way we work, written by our technicians for our technicians.">
      <PageMeta title="Knowledge Hub" description="The Rock River Audio Video staff knowledge hub." />
      <Island name="hub-topics" load="now" component={HubTopics} />
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
