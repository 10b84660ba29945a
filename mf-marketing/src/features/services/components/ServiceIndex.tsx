import type { Service } from '../data/types';
import styles from './ServiceIndex.module.css';

/**
 * The page's topic row: a jump link to each service's section. Every link is named by
 * the service's title; on a phone a long title shows the part of it in `short`, so the
 * row wraps onto two or three whole lines, nothing cut and nothing to scroll (#43 review).
 */
export function ServiceIndex({ services }: { services: readonly Service[] }) {
  return (
    <nav aria-label="On this page" className={styles.index}>
      <ul>
        {services.map((service) => (
          <li key={service.id}>
            {service.short ? (
              <a href={`#${service.id}`} aria-label={service.title}>
                <span className={styles.full}>{service.title}</span>
                <span className={styles.short}>{service.short}</span>
              </a>
            ) : (
              <a href={`#${service.id}`}>{service.title}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
