// /tobhomes/caseta: the Lutron Caséta guide.
import { GuidePage } from './components/GuidePage';
import { casetaGuide } from './data/caseta';
import { ALL_GUIDES_LINK } from './data/menu';
import { CasetaWalkthrough } from './islands/guideWalkthroughs';

const walkthrough = { island: 'caseta-walkthrough', component: CasetaWalkthrough } as const;

export function CasetaGuidePage() {
  return <GuidePage guide={casetaGuide} walkthrough={walkthrough} up={ALL_GUIDES_LINK} />;
}
