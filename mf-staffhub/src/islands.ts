// islands.js of the staff hub remote (tooling/config/webpack/createIslandsConfig.cjs).
import { registerIslands } from 'shared-ui/islands/registerIslands';
import { islandLoaders } from './islandLoaders';

registerIslands('staffhub', islandLoaders);
