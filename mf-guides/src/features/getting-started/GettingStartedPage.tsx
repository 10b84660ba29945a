import { Card } from 'shared-ui/kit/Card';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel } from 'shared-ui/kit/SidePanel';
import { NEW_HOME_FORMS, AFTER_SENDING } from './forms';
import styles from './GettingStartedPage.module.css';

const summary =
  'Before you move in, tell us how you would like your new home set up, and our technicians will have it ready for you.';

/**
 * /gettingstarted: the welcome page of the new-home forms, with its one link. Each form
 * is a card saying how long it takes and what to have at hand, beside what happens after
 * sending and whom to call (#33), rather than a note above a white page.
 */
export function GettingStartedPage() {
  return (
    <Page title="Getting Started" lead={summary}>
      <PageMeta title="Getting Started" description={summary} />
      <PageWithSide side={<SidePanel label="About the new-home forms" next={AFTER_SENDING} />}>
        <div className={styles.warning} role="note" aria-labelledby="unsaved-warning-title">
          <h2 id="unsaved-warning-title" className={styles.warningTitle}>
            Finish each form in one visit
          </h2>
          <p>
            If you leave a form before you submit it, what you typed is lost. Have your details and your Wi-Fi ideas at
            hand before you start.
          </p>
        </div>
        <ul className={styles.forms} aria-label="Forms">
          {NEW_HOME_FORMS.map((form) => (
            <Card key={form.to} as="li" title={form.heading} headingLevel={2} footer={<LinkButton to={form.to}>{form.title}</LinkButton>}>
              <p className={styles.hint}>{form.purpose}</p>
              <p className={styles.time}>
                <strong>Takes</strong> {form.time}
              </p>
              <h3 className={styles.needTitle}>Have at hand</h3>
              <ul className={styles.need}>
                {form.need.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </PageWithSide>
    </Page>
  );
}
