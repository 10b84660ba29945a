// The staff hub remote: the passcode keypad, and behind the unlock guard the trust
// nav, the knowledge hub with its topics, and the suggestion form.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { RequireUnlock } from './access/RequireUnlock';
import { HubPage } from './features/hub/components/HubPage';
import { TopicPage } from './features/hub/components/TopicPage';
import { KeypadPage } from './features/keypad/components/KeypadPage';
import { SuggestionPage } from './features/suggestion/SuggestionPage';
import { TrustNavPage } from './features/trustNav/TrustNavPage';

export default function StaffhubRoutes() {
  return (
    <Routes>
      <Route path="verify/trust" element={<KeypadPage />} />
      <Route element={<RequireUnlock />}>
        <Route path="verify/trust/nav" element={<TrustNavPage />} />
        <Route path="kh" element={<HubPage />} />
        <Route path="kh/suggestion" element={<SuggestionPage />} />
        <Route path="kh/:slug" element={<TopicPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
