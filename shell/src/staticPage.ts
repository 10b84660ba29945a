// The one script of a page sent without the app (#42: the remote's index marks it
// `static`): every control on it does its job in HTML, so none of the app's code loads.
// It reports the visit as a page with scripts does (field/), for the canary judge among
// others, and starts the page's islands, the parts that need scripts, each on its own.
import { fieldReportsManifest, reportPageView, startFieldReports } from './field/fieldReports';
import { exposeComposedFrom } from './remotes/composedFrom';
import { keepDrawnAddress } from './islands/drawnAddress';
import { startIslands } from './islands/startIslands';
import { readServerState } from './remotes/serverState';
import { showBrowserYear } from 'shared-ui/hooks/browserYear';

startFieldReports();
const state = readServerState(document);
if (state) {
  fieldReportsManifest(state.manifest);
  exposeComposedFrom(state.manifest);
}
reportPageView(window.location.pathname);
// The copyright line and the team's years in business, drawn with the year of the build.
showBrowserYear();
const stopIslands = startIslands(document, state);
const stopKeeping = keepDrawnAddress(window);
window.addEventListener('pagehide', (event) => {
  if (event.persisted) return;
  stopIslands();
  stopKeeping();
});
// As a page with scripts marks it once they have taken over (takeOverPage.ts): for
// monitoring, the benchmark and tests, all the page's scripts do is done.
document.documentElement.dataset.interactive = 'true';
