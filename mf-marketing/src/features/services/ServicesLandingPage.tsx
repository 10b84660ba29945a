import { Link } from 'react-router-dom';
import { company } from 'contract/company/company';
import { BRANDS } from 'contract/data/brands';
import { cardTitleLink } from 'shared-ui/kit/Card';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { servicePhotos } from '../../assets/generated/services';
import { COMMERCIAL_SERVICES } from './data/commercial';
import { RESIDENTIAL_SERVICES } from './data/residential';
import type { Service } from './data/types';
import styles from './ServicesLandingPage.module.css';
import { Picture } from 'shared-ui/kit/Picture';
import { PATHS } from '../../paths';
import { BookingInvite } from '../../common/BookingInvite';
import { ClosingBand } from '../../common/ClosingBand';

interface Area {
  title: string;
  to: string;
  text: string;
  services: readonly Service[];
  /** The area's own picture, none of its services' (so the page it leads to shows no picture twice). */
  picture: keyof typeof servicePhotos;
}

const AREAS: readonly Area[] = [
  {
    title: 'Residential services',
    to: PATHS.residentialServices,
    text: 'For homeowners, builders and designers: theaters, music in every room, automation, lighting and networks.',
    services: RESIDENTIAL_SERVICES,
    picture: 'landing-residential',
  },
  {
    title: 'Commercial services',
    to: PATHS.commercialServices,
    text: 'For restaurants, offices, churches, venues, apartment buildings and stores.',
    services: COMMERCIAL_SERVICES,
    picture: 'landing-commercial',
  },
];

export default function ServicesLandingPage() {
  return (
    <>
      <Page
        title="Our services"
        lead={`Design, installation and service of audio, video, networking and automation systems, by one team based in ${company.address.city} since ${company.founded}.`}
      >
        <PageMeta
          title="Our services"
          description="Residential and commercial audio, video, networking and automation services from Rock River Audio Video: design, installation, programming and support."
        />
        <div className={styles.areas}>
          {AREAS.map((area, index) => (
            <section key={area.to} aria-labelledby={`${area.to.slice(1)}-heading`} className={styles.area}>
              <Picture picture={servicePhotos[area.picture]} leads={index === 0} sizes="(min-width: 60rem) 34rem, 100vw" className={styles.image} />
              <div className={styles.body}>
                <h2 id={`${area.to.slice(1)}-heading`}>
                  <Link to={area.to} className={cardTitleLink}>
                    {area.title}
                  </Link>
                </h2>
                <p>{area.text}</p>
                <ul className={styles.services}>
                  {area.services.map((service) => (
                    <li key={service.id}>{service.title}</li>
                  ))}
                </ul>
                <LinkButton to={area.to}>Explore {area.title.toLowerCase()}</LinkButton>
              </div>
            </section>
          ))}
        </div>
        <div className={styles.more}>
          <section aria-labelledby="more-brands">
            <h2 id="more-brands">Brands we carry</h2>
            <p>We design with, install and service the products of {BRANDS.length} manufacturers.</p>
            <LinkButton to={PATHS.brands} variant="secondary">
              Browse brands A to Z
            </LinkButton>
          </section>
          <section aria-labelledby="more-galleries">
            <h2 id="more-galleries">See our work</h2>
            <p>Photos of theaters, patios, boardrooms, sanctuaries and more.</p>
            <LinkButton to={PATHS.galleries} variant="secondary">
              Visit the galleries
            </LinkButton>
          </section>
          <section aria-labelledby="more-support">
            <h2 id="more-support">Already a customer?</h2>
            <p>Our service team supports every system we install.</p>
            <LinkButton to={PATHS.support} variant="secondary">
              Get support
            </LinkButton>
          </section>
        </div>
        <BookingInvite />
      </Page>
      <ClosingBand />
    </>
  );
}
