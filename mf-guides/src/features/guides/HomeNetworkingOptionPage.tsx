// /tobhomes/homenetworking/option1 and /option2: one way each of connecting the house.
import { GuidePage } from './components/GuidePage';
import { homeNetworkingOption1, homeNetworkingOption2 } from './data/homeNetworking';
import { HomeNetworkingOption1Walkthrough, HomeNetworkingOption2Walkthrough } from './islands/guideWalkthroughs';
import { PATHS } from '../../paths';

const OPTIONS = {
  1: { guide: homeNetworkingOption1, walkthrough: { island: 'home-networking-option1-walkthrough', component: HomeNetworkingOption1Walkthrough } },
  2: { guide: homeNetworkingOption2, walkthrough: { island: 'home-networking-option2-walkthrough', component: HomeNetworkingOption2Walkthrough } },
} as const;
const networkingOptions = { to: PATHS.homeNetworking, label: 'Back to both home networking options' };

// Keyed by option: going from one option to the other starts the new guide at its first step.
export function HomeNetworkingOptionPage({ option }: { option: keyof typeof OPTIONS }) {
  return <GuidePage key={option} {...OPTIONS[option]} up={networkingOptions} />;
}
