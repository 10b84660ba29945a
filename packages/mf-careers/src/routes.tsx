import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { ApplicationForm } from './features/application/components/ApplicationForm';
import { ApplyLanding } from './features/landing/ApplyLanding';
import { PostingPage } from './features/postings/components/PostingPage';
import { PostingsList } from './features/postings/components/PostingsList';

export default function CareersRoutes() {
  return (
    <Routes>
      <Route path="apply" element={<ApplyLanding />} />
      <Route path="apply/positions" element={<PostingsList />} />
      <Route
        path="apply/positions/:id"
        element={<PostingPage application={(posting) => <ApplicationForm key={posting.id} position={posting.title} />} />}
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
