// /tobhomes/ringdoorbell: the Ring doorbell guide, with Ring's offer at its marketing step.
import { GuidePage } from './components/GuidePage';
import { ringDoorbellGuide } from './data/ringDoorbell';
import { ALL_GUIDES_LINK } from './data/menu';
import { RingDoorbellWalkthrough } from './islands/guideWalkthroughs';

const walkthrough = { island: 'ring-doorbell-walkthrough', component: RingDoorbellWalkthrough } as const;

export function RingDoorbellGuidePage() {
  return <GuidePage guide={ringDoorbellGuide} walkthrough={walkthrough} up={ALL_GUIDES_LINK} />;
}
