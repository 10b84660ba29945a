// The home page's islands (#42): the parts that need scripts, each with the data it shows,
// so the browser draws exactly what the server drew. Loaded by name from src/islands.ts.
import { slides } from '../../../assets/generated/carousel';
import { AboutCaptions } from '../components/AboutCaptions';
import { PhotoCarousel } from '../components/PhotoCarousel';
import { SocialFeed } from '../components/SocialFeed';
import { VideoPicker } from '../components/VideoPicker';
import { ABOUT_CAPTIONS } from '../data/aboutCaptions';
import { RECENT_WORK } from '../data/recentWork';
import { SOCIAL_FEED } from '../data/socialFeed';
import { VIDEOS } from '../data/videos';

export const CarouselIsland = () => <PhotoCarousel slides={slides} />;
export const AboutCaptionsIsland = () => <AboutCaptions captions={ABOUT_CAPTIONS} />;
export const VideosIsland = () => <VideoPicker videos={VIDEOS} />;
export const SocialFeedIsland = () => <SocialFeed {...SOCIAL_FEED} recentWork={RECENT_WORK} />;
