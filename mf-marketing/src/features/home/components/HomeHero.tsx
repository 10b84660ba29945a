// The home page's first screen, on a phone as on a desktop: what the company does and
// where, the two next steps (a quote and a call), and the proof beside them (#24, #33).
// A full-bleed band whose content lines up with the site's column; on a desktop a photo
// beside the words, on a phone below them, so the calls and the proof stay in the first
// screen. The photo is a stand-in until the company's own (docs/photos.md).
import { company } from 'contract/company/company';
import { Column } from 'shared-ui/kit/Column';
import { covers } from '../../../assets/generated/covers';
import { Picture } from 'shared-ui/kit/Picture';
import type { Trust } from '../data/trust';
import { TrustStrip } from './TrustStrip';
import { QuoteAndCall } from '../../../common/QuoteAndCall';
import styles from './HomeHero.module.css';

export const HOME_HEADLINE = `Audio, video, lighting and networks for homes and businesses in ${company.region} since ${company.founded}`;

/** A home's covered patio at dusk, music and lights outdoors (the Whole-Home gallery's cover): not the carousel's first photo, which follows it. */
const HERO_PHOTO = covers[990];

export function HomeHero({ trust }: { trust: Trust }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Column className={styles.layout}>
        <div className={styles.words}>
          <h1 id="home-title" className={styles.title}>
            {HOME_HEADLINE}
          </h1>
          <p className={styles.lead}>
            {/* A word joiner after Wi-Fi's hyphen keeps the word on one line. */}
            We design, install and service home theaters, music in every room, lighting and shades, {'Wi-\u2060Fi'} that
            reaches the back yard, and sound for restaurants, churches and offices.
          </p>
          <QuoteAndCall className={styles.actions} />
          <p className={styles.hours}>
            Office open {company.hours.weekdays}. {company.hours.weekends}.
          </p>
          <TrustStrip trust={trust} />
        </div>
        <Picture picture={HERO_PHOTO} sizes="(min-width: 60rem) 34rem, 100vw" className={styles.photo} />
      </Column>
    </section>
  );
}
