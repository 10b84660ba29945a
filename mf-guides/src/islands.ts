// islands.js of the guides remote (tooling/config/webpack/createIslandsConfig.cjs).
import { registerIslands } from 'shared-ui/islands/registerIslands';
import { islandLoaders } from './islandLoaders';

registerIslands('guides', islandLoaders);
