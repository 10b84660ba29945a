// The home page's first screen, on a phone as on a desktop: who the company is, what it
// does, and the two next steps, a quote and a call (#24). A full-bleed band whose
// content lines up with the site's column.
import { company } from 'contract/company/company';
import { buttonClassName } from 'shared-ui/kit/Button';
import { Column } from 'shared-ui/kit/Column';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { PATHS } from '../../../paths';
import styles from './HomeHero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Column>
        <p className={styles.eyebrow}>
          Since {company.founded} in {company.region}
        </p>
        <h1 id="home-title" className={styles.title}>
          {company.name}
        </h1>
        <p className={styles.lead}>
          We design, install and service audio, video, networking and automation systems for homes and businesses: home
          theaters and music in every room, lighting and shades that run themselves, Wi-Fi that reaches the back yard, and sound
          that carries in restaurants, churches, offices and venues.
        </p>
        <div className={styles.actions}>
          <LinkButton to={PATHS.opportunity} variant="accent">
            Get a quote
          </LinkButton>
          <a href={company.phone.href} className={buttonClassName('ghost')}>
            Call {company.phone.display}
          </a>
        </div>
        <p className={styles.hours}>
          Office open {company.hours.weekdays}. {company.hours.weekends}.
        </p>
      </Column>
    </section>
  );
}
