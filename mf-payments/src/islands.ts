// islands.js of the payments remote (tooling/config/webpack/createIslandsConfig.cjs).
import { registerIslands } from 'shared-ui/islands/registerIslands';
import { islandLoaders } from './islandLoaders';

registerIslands('payments', islandLoaders);
