// /tobhomes/caseta: the Lutron Caséta guide.
import { GuidePage } from './components/GuidePage';
import { casetaGuide } from './data/caseta';
import { ALL_GUIDES_LINK } from './data/menu';

export function CasetaGuidePage() {
  return <GuidePage guide={casetaGuide} up={ALL_GUIDES_LINK} />;
}
