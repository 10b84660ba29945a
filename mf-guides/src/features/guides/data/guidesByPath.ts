// Which guide each step-by-step page walks through.
import { PATHS } from '../../../paths';
import { casetaGuide } from './caseta';
import type { Guide } from './guide';
import { homeNetworkingOption1, homeNetworkingOption2 } from './homeNetworking';
import { ringDoorbellGuide } from './ringDoorbell';

export const GUIDES_BY_PATH: Readonly<Record<string, Guide>> = {
  [PATHS.homeNetworkingOption1]: homeNetworkingOption1,
  [PATHS.homeNetworkingOption2]: homeNetworkingOption2,
  [PATHS.caseta]: casetaGuide,
  [PATHS.ringDoorbell]: ringDoorbellGuide,
};
