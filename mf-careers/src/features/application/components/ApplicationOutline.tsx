import { SidePanel, SideSection } from 'shared-ui/kit/SidePanel';
import { PhoneLink } from '../../../common/NoBreak';
import { APPLICATION_OUTLINE } from '../sections';
import styles from './ApplicationOutline.module.css';

/** The application's parts as links to them (plain anchors: they work without scripts), how long it takes, whom to ask. */
export function ApplicationOutline() {
  return (
    <SideSection id="side-outline" title="On this form">
      <ol className={styles.parts}>
        {APPLICATION_OUTLINE.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.legend}</a>
          </li>
        ))}
      </ol>
      <p className={styles.text}>It takes about ten minutes.</p>
      <p className={styles.text}>
        Questions? Call <PhoneLink />.
      </p>
    </SideSection>
  );
}

/**
 * The application's side panel (#43): the form is some 3,000 px long and the posting's
 * panel above it ends long before it does; this one stays in view beside the form
 * (PageWithSide: sticky), so the right of a wide screen is never empty. No hours block:
 * the posting's panel has it, once a page.
 */
export function ApplicationSidePanel() {
  return <SidePanel label="Your application" summary={<ApplicationOutline />} hoursAndPhone={false} />;
}
