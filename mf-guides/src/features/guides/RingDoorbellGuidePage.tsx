// /tobhomes/ringdoorbell: the Ring doorbell guide, with Ring's offer at its marketing step.
import { GuidePage } from './components/GuidePage';
import { RingMarketing } from './components/RingMarketing';
import { RING_MARKETING_STEP, ringDoorbellGuide } from './data/ringDoorbell';
import { ALL_GUIDES_LINK } from './data/menu';

export function RingDoorbellGuidePage() {
  return <GuidePage guide={ringDoorbellGuide} up={ALL_GUIDES_LINK} extras={{ [RING_MARKETING_STEP]: <RingMarketing /> }} />;
}
