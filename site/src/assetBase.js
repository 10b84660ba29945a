// Stands for the folder a remote's browser build is served from, in the HTML the remote
// renders at build time (tooling/config/webpack/createServerConfig.cjs makes it the server
// build's publicPath); the shell's composer replaces it with that folder's address
// (shell/src/server/remoteHtml.ts).
const ASSET_BASE_PLACEHOLDER = '__REMOTE_BASE__/';

module.exports = { ASSET_BASE_PLACEHOLDER };
