// The home page's first screen (#24, #33, #43): the big job in a large picture (a theater
// of ours), what we do in a few words, the two next steps (a quote and a call) and the
// certifications beside them, then the way to book a consultation (#46). A full-bleed band: on a desktop the words on the site's
// column and the picture running to the screen's right edge, over half its width; on a
// phone the picture across the top, then the words and the calls. The picture is a
// stand-in until the company's own (docs/photos.md).
import { Link } from 'react-router-dom';
import { company } from 'contract/company/company';
import { Picture } from 'shared-ui/kit/Picture';
import { covers } from '../../../assets/generated/covers';
import { BookingInvite } from '../../../common/BookingInvite';
import { QuoteAndCall } from '../../../common/QuoteAndCall';
import { PATHS } from '../../../paths';
import { projectOf } from '../../gallery/data/projects';
import type { Trust } from '../data/trust';
import { CertificationMarks } from './CertificationMarks';
import styles from './HomeHero.module.css';

export const HOME_HEADLINE = `Home theaters, smart homes and business AV since ${company.founded}`;

/** The Home Theater gallery's cover, the basement theater whose owner's review the page quotes first. */
const THEATER = 991;

/** Two readings of the same list: "A, B and C". */
const inWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function HomeHero({ trust }: { trust: Trust }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.words}>
        <h1 id="home-title" className={styles.title}>
          {HOME_HEADLINE}
        </h1>
        <p className={styles.lead}>
          {/* A word joiner after Wi-Fi's hyphen keeps the word on one line. */}
          Audio, video, lighting and {'Wi-\u2060Fi'} for homes and businesses across {company.region}: designed, installed and
          serviced by our own team.
        </p>
        {/* The commercial buyer's line on the first screen (#43 review): a link inside a sentence. */}
        <p className={styles.business}>
          For a business, we equip{' '}
          <Link to={PATHS.commercialServices} className={styles.businessLink}>
            conference rooms, restaurants, churches and venues
          </Link>
          .
        </p>
        <QuoteAndCall className={styles.actions} />
        <CertificationMarks marks={trust.marks} />
        <BookingInvite className={styles.small} linkClassName={styles.businessLink} />
        <p className={styles.small}>
          Serving {inWords(trust.towns)}. Office open {company.hours.weekdays}. {company.hours.weekends}.
        </p>
      </div>
      <div className={styles.media}>
        <Picture picture={covers[THEATER]} leads sizes="(min-width: 60rem) 55vw, 100vw" className={styles.photo} />
        <p className={styles.caption}>
          <span className={styles.captionLabel}>Pictured</span>{' '}
          <Link to={`${PATHS.residentialGalleries}/${THEATER}`} className={styles.captionLink}>
            {projectOf(THEATER).name}
          </Link>
        </p>
      </div>
    </section>
  );
}
