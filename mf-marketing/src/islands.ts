// islands.js of the marketing remote (tooling/config/webpack/createIslandsConfig.cjs).
import { registerIslands } from 'shared-ui/islands/registerIslands';
import { islandLoaders } from './islandLoaders';

registerIslands('marketing', islandLoaders);
