// islands.js of the careers remote (tooling/config/webpack/createIslandsConfig.cjs).
import { registerIslands } from 'shared-ui/islands/registerIslands';
import { islandLoaders } from './islandLoaders';

registerIslands('careers', islandLoaders);
