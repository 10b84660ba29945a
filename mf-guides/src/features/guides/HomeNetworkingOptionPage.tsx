// /tobhomes/homenetworking/option1 and /option2: one way each of connecting the house.
import { GuidePage } from './components/GuidePage';
import { homeNetworkingOption1, homeNetworkingOption2 } from './data/homeNetworking';
import { PATHS } from '../../paths';

const OPTIONS = { 1: homeNetworkingOption1, 2: homeNetworkingOption2 } as const;
const networkingOptions = { to: PATHS.homeNetworking, label: 'Back to both home networking options' };

// Keyed by option: going from one option to the other starts the new guide at its first step.
export function HomeNetworkingOptionPage({ option }: { option: keyof typeof OPTIONS }) {
  return <GuidePage key={option} guide={OPTIONS[option]} up={networkingOptions} />;
}
