import { Link } from 'react-router-dom';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { Picture } from 'shared-ui/kit/Picture';
import { covers } from '../../../assets/generated/covers';
import type { Dealership } from '../data/dealers';
import styles from './DealerCards.module.css';

/**
 * The partners we are a dealer for: a card each, a picture of our work with the brand,
 * its name, our standing, what we do with it and the gallery that shows it (#33).
 */
export function DealerCards({ dealerships }: { dealerships: readonly Dealership[] }) {
  return (
    <section aria-labelledby="dealers-heading" className={styles.dealers}>
      <h2 id="dealers-heading">The brands we are a dealer for</h2>
      <CardGrid columns="whole" className={styles.grid}>
        {dealerships.map((dealership) => (
          <li key={dealership.brand} className={styles.dealer}>
            <Picture
              picture={covers[dealership.gallery.id as keyof typeof covers]}
              sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 5rem"
              className={styles.picture}
            />
            <div className={styles.body}>
              <h3 className={styles.name}>{dealership.brand}</h3>
              <p className={styles.standing}>{dealership.standing}</p>
              <p className={styles.work}>{dealership.work}</p>
              <Link to={dealership.gallery.path} className={styles.gallery}>
                {dealership.gallery.label}
              </Link>
            </div>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
