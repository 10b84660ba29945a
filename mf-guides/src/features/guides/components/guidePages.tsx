// The four guide pages, each a guide's data with its place in the menus.
import { casetaGuide } from '../data/caseta';
import { homeNetworkingOption1, homeNetworkingOption2 } from '../data/homeNetworking';
import { RING_MARKETING_STEP, ringDoorbellGuide } from '../data/ringDoorbell';
import { GuidePage } from './GuidePage';
import { RingMarketing } from './RingMarketing';

const allGuides = { to: '/tobhomes', label: 'All TOB Homes guides' };
const networkingOptions = { to: '/tobhomes/homenetworking', label: 'Home networking: both options' };

export const HomeNetworkingOption1Page = () => <GuidePage guide={homeNetworkingOption1} up={networkingOptions} />;

export const HomeNetworkingOption2Page = () => <GuidePage guide={homeNetworkingOption2} up={networkingOptions} />;

export const CasetaGuidePage = () => <GuidePage guide={casetaGuide} up={allGuides} />;

export const RingDoorbellGuidePage = () => (
  <GuidePage guide={ringDoorbellGuide} up={allGuides} extras={{ [RING_MARKETING_STEP]: <RingMarketing /> }} />
);
