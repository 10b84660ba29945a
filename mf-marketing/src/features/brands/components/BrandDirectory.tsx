import { ExternalLinkList } from 'shared-ui/kit/ExternalLink';
import type { BrandGroup } from '../groupBrands';
import styles from './BrandDirectory.module.css';

const anchor = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;

/**
 * Every brand A to Z in plain text (#33): an index of the letters, then a section per
 * letter, its heading beside its brands, each still a link to the maker's site.
 */
export function BrandDirectory({ groups }: { groups: readonly BrandGroup[] }) {
  return (
    <section aria-labelledby="all-brands-heading">
      <h2 id="all-brands-heading">All brands, A to Z</h2>
      <nav aria-label="Brands by letter" className={styles.index}>
        <ul>
          {groups.map((group) => (
            <li key={group.letter}>
              <a href={`#${anchor(group.letter)}`} aria-label={`Brands starting with ${group.letter}`}>
                {group.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {groups.map((group) => (
          <section key={group.letter} id={anchor(group.letter)} aria-labelledby={`${anchor(group.letter)}-heading`} className={styles.group}>
            <h3 id={`${anchor(group.letter)}-heading`} className={styles.letter}>
              {group.letter}
            </h3>
            <ExternalLinkList
              className={styles.list}
              links={group.brands.map((brand) => ({ key: brand.finalid, href: brand.url, label: brand.lable }))}
            />
          </section>
        ))}
      </div>
    </section>
  );
}
