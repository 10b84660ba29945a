import { BackLink } from 'shared-ui/kit/BackLink';
import { Card } from 'shared-ui/kit/Card';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { homeNetworkingIntro } from './data/homeNetworking';
import { HelpLine } from './components/HelpLine';
import styles from './components/Menus.module.css';
import { PATHS } from '../../paths';

/** /tobhomes/homenetworking: what the house already has, and the two ways to connect it. */
export function HomeNetworkingIntroPage() {
  return (
    <Page title={homeNetworkingIntro.title} lead={homeNetworkingIntro.summary}>
      <PageMeta title={homeNetworkingIntro.metaTitle} description={homeNetworkingIntro.summary} />
      {/* The spec names this link Go Back; the other guides' read "Back to ...". */}
      <BackLink to={PATHS.welcome} label="Go Back" />
      <section aria-labelledby="house-title" className={styles.house}>
        <h2 id="house-title">What your house already has</h2>
        {homeNetworkingIntro.house.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <h2>Choose how your internet gets connected</h2>
      <CardGrid aria-label="Options">
        {homeNetworkingIntro.options.map((option) => (
          <Card
            key={option.to}
            as="li"
            title={option.title}
            headingLevel={3}
            footer={<LinkButton to={option.to}>{option.action}</LinkButton>}
          >
            <p className={styles.text}>{option.meaning}</p>
            <p className={styles.bestFor}>{option.bestFor}</p>
          </Card>
        ))}
      </CardGrid>
      <HelpLine />
    </Page>
  );
}
