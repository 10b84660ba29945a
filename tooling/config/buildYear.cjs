// The year a build is made in, compiled into its code as __BUILD_YEAR__: the HTML a
// release draws (a remote's pages at build time, the shell's frame on its server) and the
// same release's browser code agree on it, whatever day a page is served and hydrated
// (shared-ui/hooks/useCurrentYear). Read once, so every bundle of one build has the same.
module.exports = { BUILD_YEAR: new Date().getFullYear() };
