import { LinkButton } from 'shared-ui/kit/LinkButton';
import { servicePhotos } from '../../../assets/generated/services';
import { proofOfService } from '../../gallery/data/projectProof';
import { opensQuote, type Service } from '../data/types';
import { Picture } from 'shared-ui/kit/Picture';
import { ServiceMore } from './ServiceMore';
import { ServiceProof } from './ServiceProof';
import styles from './ServiceSection.module.css';

/** The actions with the quote first, on every section alike (#43 review): amber leads, the outlines follow. */
const quoteFirst = (actions: Service['actions']) => [...actions.filter(opensQuote), ...actions.filter((action) => !opensQuote(action))];

/** One service: heading, its first paragraph, the rest and the highlights (folded on a phone), the proof of a project like it (if a gallery shows one), picture and its calls to action. The first section's picture is the page's lead picture. */
export function ServiceSection({ service, flip, lead = false }: { service: Service; flip: boolean; lead?: boolean }) {
  const headingId = `${service.id}-heading`;
  const [first, ...more] = service.paragraphs;
  return (
    <section id={service.id} aria-labelledby={headingId} className={flip ? `${styles.section} ${styles.flip}` : styles.section}>
      <div className={styles.media}>
        <Picture picture={servicePhotos[service.id]} leads={lead} sizes="(min-width: 60rem) 34rem, 100vw" className={styles.image} />
      </div>
      <div className={styles.text}>
        <h2 id={headingId}>{service.title}</h2>
        <p>{first}</p>
        <ServiceMore title={service.title}>
          {more.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <ul className={styles.highlights}>
            {service.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </ServiceMore>
        <ServiceProof proof={proofOfService(service.id)} />
        <div className={styles.actions}>
          {quoteFirst(service.actions).map((action) => (
            <LinkButton key={action.to} to={action.to} variant={opensQuote(action) ? 'accent' : 'secondary'}>
              {action.label}
            </LinkButton>
          ))}
        </div>
      </div>
    </section>
  );
}
