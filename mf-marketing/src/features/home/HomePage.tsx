import { company } from 'contract/company/company';
import { Island } from 'shared-ui/islands/Island';
import { JsonLd } from 'shared-ui/kit/JsonLd';
import { Column } from 'shared-ui/kit/Column';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { siteOrigin } from 'shared-ui/routing/siteOrigin';
import { slides } from '../../assets/generated/carousel';
import { SocialLinks } from '../../common/SocialLinks';
import { AboutUs } from './components/AboutUs';
import { ClosingBand } from '../../common/ClosingBand';
import { FeaturedProjects } from './components/FeaturedProjects';
import { HomeHero } from './components/HomeHero';
import { OurWork } from './components/OurWork';
import { ProjectSteps } from './components/ProjectSteps';
import { Reviews } from './components/Reviews';
import { ServiceTiles } from './components/ServiceTiles';
import { FEATURED_PROJECTS } from './data/featuredProjects';
import { PROJECT_STEPS } from './data/projectSteps';
import { HOME_REVIEWS } from './data/reviews';
import { SERVICE_TILES } from './data/serviceTiles';
import { TRUST } from './data/trust';
import { SocialFeedIsland, VideosIsland } from './islands/homeIslands';
import { localBusiness } from './localBusiness';
import styles from './HomePage.module.css';

/**
 * A short sales page (#33, #43, docs/design.md): the big job in a large picture, with the
 * calls and the certifications; recent projects and straight after them the reviews, as
 * their proof; our services; how a project goes; who we are (the spec's About Us); the
 * spec's carousel; the videos and social feed in one row toward the end; and the calls
 * again, with the rating, stated once on the page, in the closing band.
 * Sent without the app (#42): the carousel, the captions, the videos and the feed are
 * islands, each hydrated alone at its moment; the rest is HTML.
 */
export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Audio, video, networking and automation in southern Wisconsin"
        description={`${company.name} designs, installs and services home theaters, whole-home audio, smart lighting, networks and commercial sound for homes and businesses in ${company.region}, since ${company.founded}.`}
      />
      <JsonLd data={localBusiness(siteOrigin())} />
      <HomeHero trust={TRUST} />
      <Column className={styles.body}>
        <FeaturedProjects projects={FEATURED_PROJECTS} />
        <Reviews reviews={HOME_REVIEWS} />
        <ServiceTiles tiles={SERVICE_TILES} />
        <ProjectSteps steps={PROJECT_STEPS} />
        <AboutUs />
        <OurWork slides={slides} />
        {/* The partners' videos and the social feed side by side, one compact row (#33). */}
        <div className={styles.media}>
          <Island name="home-videos" load="visible" component={VideosIsland} />
          <section aria-labelledby="social-heading" className={styles.social}>
            <h2 id="social-heading">Follow our work</h2>
            <SocialLinks />
            <Island name="home-social-feed" load="visible" component={SocialFeedIsland} />
          </section>
        </div>
      </Column>
      <ClosingBand withRating={false} />
    </>
  );
}
