import { Card } from 'shared-ui/kit/Card';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { welcomeMenu } from './data/menu';
import { HelpLine } from './components/HelpLine';
import styles from './components/Menus.module.css';

/** /tobhomes: the builder buyers' welcome menu, one card per guide. */
export function WelcomeMenuPage() {
  return (
    <Page title={welcomeMenu.title} lead={welcomeMenu.summary}>
      <PageMeta title={welcomeMenu.metaTitle} description={welcomeMenu.summary} />
      <CardGrid aria-label="Guides">
        {welcomeMenu.cards.map((card) => (
          <Card
            key={card.to}
            as="li"
            title={card.title}
            headingLevel={2}
            footer={<LinkButton to={card.to}>{card.action}</LinkButton>}
          >
            <p className={styles.text}>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
      <HelpLine />
    </Page>
  );
}
