import { BRANDS } from 'contract/data/brands';
import { Link } from 'react-router-dom';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { ExternalLinkList } from 'shared-ui/kit/ExternalLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ClosingBand } from '../../common/ClosingBand';
import { covers } from '../../assets/generated/covers';
import { Picture } from 'shared-ui/kit/Picture';
import { DEALERSHIPS } from './data/dealers';
import { groupBrands } from './groupBrands';
import styles from './BrandsPage.module.css';

const GROUPS = groupBrands(BRANDS);
const anchor = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;

/**
 * The partners we are a dealer for first, each a card with a picture of our work with it,
 * what we do with it and the gallery that shows it; then every brand A to Z in plain
 * text (#33), each still a link to the maker's site, underlined when pointed at or focused.
 */
export default function BrandsPage() {
  return (
    <>
      <Page
        title="Brands"
        lead={`We design with, install and service ${BRANDS.length} brands, from speakers and screens to networks and control systems. Each link opens the manufacturer's site in a new tab.`}
      >
        <PageMeta
          title="Brands A to Z"
          description="The audio, video, networking, lighting and control brands Rock River Audio Video designs with, installs and services, from Access Networks to Zoom."
        />
        <section aria-labelledby="dealers-heading" className={styles.dealers}>
          <h2 id="dealers-heading">The brands we are a dealer for</h2>
          <CardGrid columns="whole">
            {DEALERSHIPS.map((dealership) => (
              <li key={dealership.brand} className={styles.dealer}>
                <Picture
                  picture={covers[dealership.gallery.id as keyof typeof covers]}
                  sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 6rem"
                  className={styles.picture}
                />
                <div className={styles.body}>
                  <h3 className={styles.dealerName}>{dealership.brand}</h3>
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
        <section aria-labelledby="all-brands-heading">
          <h2 id="all-brands-heading">All brands, A to Z</h2>
          <nav aria-label="Brands by letter" className={styles.index}>
            <ul>
              {GROUPS.map((group) => (
                <li key={group.letter}>
                  <a href={`#${anchor(group.letter)}`} aria-label={`Brands starting with ${group.letter}`}>
                    {group.letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            {GROUPS.map((group) => (
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
      </Page>
      <ClosingBand />
    </>
  );
}
