import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from 'shared-ui/kit/BackLink';
import { JsonLd } from 'shared-ui/kit/JsonLd';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { Picture } from 'shared-ui/kit/Picture';
import { SIDE_PICTURE_SIZES, SidePanel } from 'shared-ui/kit/SidePanel';
import { NotFound } from 'shared-ui/pages/NotFound';
import { siteOrigin } from 'shared-ui/routing/siteOrigin';
import type { JobPosting } from './data/jobPosting';
import { AFTER_APPLYING } from './data/afterApplying';
import { findPosting } from './data/postings';
import { postingPicture } from './data/pictures';
import { jobPostingStructuredData } from './data/structuredData';
import { PostingDetails } from './components/PostingDetails';
import styles from './components/postings.module.css';
import { PATHS } from '../../paths';

export interface PostingPageProps {
  /** The application for this posting (another feature's, composed by the routes). */
  application: (posting: JobPosting) => ReactNode;
  /** The application's own side panel, beside it (the same feature's). */
  applicationSide: ReactNode;
}

/** /apply/positions/:id: the posting, its JSON-LD, then its application; any other id is not found. */
export function PostingPage({ application, applicationSide }: PostingPageProps) {
  const posting = findPosting(useParams().id);
  if (!posting) return <NotFound />;
  const url = `${siteOrigin()}/apply/positions/${posting.id}`;
  return (
    <>
      <PageMeta title={`${posting.title} | Careers`} description={`${posting.title}: ${posting.subtitle}. Apply online.`} />
      <JsonLd data={jobPostingStructuredData(posting, url)} />
      <Page title={posting.title} lead={posting.subtitle}>
        <BackLink to={PATHS.postings} label="Back to open positions" />
        {/* The posting beside its panel (the work at its top, what happens after applying,
            the phone), then the application beside a panel of its own (its parts as links):
            each panel sticky beside its part, so neither leaves the right of a wide screen empty (#43). */}
        <PageWithSide
          side={
            <SidePanel
              label="About applying"
              picture={<Picture picture={postingPicture(posting.id)} sizes={SIDE_PICTURE_SIZES} className={styles.sidePicture} />}
              next={AFTER_APPLYING}
            />
          }
        >
          <PostingDetails posting={posting} />
        </PageWithSide>
        <div className={styles.application}>
          <PageWithSide side={applicationSide}>
            <section className={styles.apply} aria-labelledby="apply-heading">
              <h2 id="apply-heading">Apply for {posting.title}</h2>
              {application(posting)}
            </section>
          </PageWithSide>
        </div>
      </Page>
    </>
  );
}
