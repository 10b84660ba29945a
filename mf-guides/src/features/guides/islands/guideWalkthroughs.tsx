// Each guide's walkthrough, bound to its data (#42): the part of a guide's page that
// needs scripts, drawn by the page inside an <Island> and hydrated alone by islands.js
// (src/islandLoaders.ts), so the browser draws exactly what the server drew.
import { GuideWalkthrough } from '../components/GuideWalkthrough';
import { RingMarketing } from '../components/RingMarketing';
import { casetaGuide } from '../data/caseta';
import { homeNetworkingOption1, homeNetworkingOption2 } from '../data/homeNetworking';
import { RING_MARKETING_STEP, ringDoorbellGuide } from '../data/ringDoorbell';

const RING_EXTRAS = { [RING_MARKETING_STEP]: <RingMarketing /> };

export const CasetaWalkthrough = () => <GuideWalkthrough guide={casetaGuide} />;
export const RingDoorbellWalkthrough = () => <GuideWalkthrough guide={ringDoorbellGuide} extras={RING_EXTRAS} />;
export const HomeNetworkingOption1Walkthrough = () => <GuideWalkthrough guide={homeNetworkingOption1} />;
export const HomeNetworkingOption2Walkthrough = () => <GuideWalkthrough guide={homeNetworkingOption2} />;
