// The route table lives beside the build configuration because the shell's server
// reads it too (to preload the first page's remote); the shell routes by it here.
export { ownerOf, type RemoteName } from '../../../tooling/config/routeOwnership.cjs';
