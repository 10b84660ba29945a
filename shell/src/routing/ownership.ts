// The route table and the frame rules live beside the build configuration because the
// shell's server reads them too (to preload the first page's remote); the shell's
// router and frame read them here.
export { isInSection, normalizePath, ownerOf, showsFooter, type RemoteName } from '../../../tooling/config/routeOwnership.cjs';
