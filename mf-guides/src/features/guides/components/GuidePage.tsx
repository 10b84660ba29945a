import { Link } from 'react-router-dom';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { GuideWalkthrough, type GuideWalkthroughProps } from './GuideWalkthrough';
import styles from './GuidePage.module.css';

export interface GuidePageProps extends GuideWalkthroughProps {
  /** Where the guide sits: the menu it was chosen from. */
  up: { to: string; label: string };
}

/** A guide's page: its title and summary, a way back to its menu, and the walkthrough. */
export function GuidePage({ guide, extras, up }: GuidePageProps) {
  return (
    <Page title={guide.title} lead={guide.summary} width="narrow">
      <PageMeta title={guide.metaTitle} description={guide.summary} />
      <p className={styles.up}>
        <Link to={up.to}>{up.label}</Link>
      </p>
      <GuideWalkthrough guide={guide} extras={extras} />
    </Page>
  );
}
