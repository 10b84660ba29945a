// The staff hub remote: the passcode keypad, and behind the unlock guard the trust
// nav, the knowledge hub with its topics, and the suggestion form.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { routePath } from 'shared-ui/routing/remoteRoutes';
import { RequireUnlock } from './access/RequireUnlock';
import { HubPage } from './features/hub/HubPage';
import { TopicPage } from './features/hub/TopicPage';
import { KeypadPage } from './features/keypad/KeypadPage';
import { SuggestionPage } from './features/suggestion/SuggestionPage';
import { TrustNavPage } from './features/trust-nav/TrustNavPage';
import { PATHS } from './paths';

export default function StaffhubRoutes() {
  return (
    <Routes>
      <Route path={routePath(PATHS.keypad)} element={<KeypadPage />} />
      <Route element={<RequireUnlock />}>
        <Route path={routePath(PATHS.trustNav)} element={<TrustNavPage />} />
        <Route path={routePath(PATHS.hub)} element={<HubPage />} />
        <Route path={routePath(PATHS.suggestion)} element={<SuggestionPage />} />
        <Route path={routePath(PATHS.topic)} element={<TopicPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
