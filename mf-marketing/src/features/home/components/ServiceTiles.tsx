import { LinkButton } from 'shared-ui/kit/LinkButton';
import type { ServiceTile } from '../data/serviceTiles';
import styles from './ServiceTiles.module.css';

/** What we do: the spec's three service buttons, each on a tile with one line, the buttons level across a row. */
export function ServiceTiles({ tiles }: { tiles: readonly ServiceTile[] }) {
  return (
    <section aria-labelledby="services-heading" className={styles.services}>
      <h2 id="services-heading">What we do</h2>
      <nav aria-label="Our services">
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.button.to} className={styles.tile}>
              <h3 className={styles.title}>{tile.title}</h3>
              <p className={styles.line}>{tile.line}</p>
              <LinkButton to={tile.button.to} variant="secondary" className={styles.button}>
                {tile.button.label}
              </LinkButton>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
