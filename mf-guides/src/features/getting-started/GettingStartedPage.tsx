import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import styles from './GettingStartedPage.module.css';
import { PATHS } from '../../paths';

const summary =
  'Before you move in, tell us how you would like your new home set up, and our technicians will have it ready for you.';

/** /gettingstarted: the welcome page of the new-home forms, with its one link. */
export function GettingStartedPage() {
  return (
    <Page title="Getting Started" lead={summary} width="narrow">
      <PageMeta title="Getting Started" description={summary} />
      <div className={styles.warning} role="note" aria-labelledby="unsaved-warning-title">
        <h2 id="unsaved-warning-title" className={styles.warningTitle}>
          Finish each form in one visit
        </h2>
        <p>
          If you leave a form before you submit it, what you typed is lost. Have your details and your Wi-Fi ideas at
          hand before you start.
        </p>
      </div>
      <p>
        <LinkButton to={PATHS.lan}>Network Personalization</LinkButton>
      </p>
      <p className={styles.hint}>Choose the name and password of your home Wi-Fi, and a guest network if you want one.</p>
    </Page>
  );
}
