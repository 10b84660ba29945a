import { company } from 'contract/company/company';
import { JsonLd } from 'shared-ui/kit/JsonLd';
import { Column } from 'shared-ui/kit/Column';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { siteOrigin } from 'shared-ui/routing/siteOrigin';
import { slides } from '../../assets/generated/carousel';
import { SocialLinks } from '../../common/SocialLinks';
import { AboutUs } from './components/AboutUs';
import { HomeHero } from './components/HomeHero';
import { PhotoCarousel } from './components/PhotoCarousel';
import { Reviews } from './components/Reviews';
import { ServiceButtons } from './components/ServiceButtons';
import { SocialFeed } from './components/SocialFeed';
import { VideoPicker } from './components/VideoPicker';
import { ABOUT_CAPTIONS } from './data/aboutCaptions';
import { RECENT_WORK } from './data/recentWork';
import { REVIEWS } from './data/reviews';
import { SOCIAL_FEED } from './data/socialFeed';
import { TRUST } from './data/trust';
import { VIDEOS } from './data/videos';
import { localBusiness } from './localBusiness';
import styles from './HomePage.module.css';

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
        <PhotoCarousel slides={slides} />
        <AboutUs captions={ABOUT_CAPTIONS} />
        <ServiceButtons />
        <Reviews reviews={REVIEWS} />
        <VideoPicker videos={VIDEOS} />
        <section aria-labelledby="social-heading" className={styles.social}>
          <h2 id="social-heading">Follow our work</h2>
          <SocialLinks />
          <SocialFeed {...SOCIAL_FEED} recentWork={RECENT_WORK} />
        </section>
      </Column>
    </>
  );
}
