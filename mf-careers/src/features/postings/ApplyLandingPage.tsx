import { generatePath } from 'react-router-dom';
import { company } from 'contract/company/company';
import { ExternalLinkButton, LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { Picture } from 'shared-ui/kit/Picture';
import { SIDE_PICTURE_SIZES } from 'shared-ui/kit/SidePanel';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PhoneLink } from '../../common/NoBreak';
import { PATHS } from '../../paths';
import { BENEFITS, POSTINGS } from './data/postings';
import { landingPicture } from './data/pictures';
import { PositionList } from './components/PositionList';
import styles from './components/landing.module.css';

const LINKEDIN_URL = company.social.find((profile) => profile.name === 'LinkedIn')?.url ?? 'https://www.linkedin.com';

/**
 * /apply: why work here, then the open positions in brief, a row each with its Apply Now
 * (the full cards are /apply/positions' own, #33), beside the spec's choice between
 * applying on this site and on LinkedIn, with the office phone for questions.
 */
export function ApplyLandingPage() {
  return (
    <>
      <PageMeta
        title="Careers"
        description="Build a career installing and selling audio, video, networking and automation systems in southern Wisconsin. Apply on LinkedIn or on our site."
      />
      {/* The h1 stays a literal string: the release test edits it in the source. */}
      <Page
        title="Careers"
        lead={`Since ${company.founded} our technicians and project managers have designed, installed and serviced systems in homes and businesses across ${company.region}. Come build with us.`}
      >
        <div className={styles.layout}>
          <div className={styles.main}>
            <section aria-labelledby="why-heading">
              <h2 id="why-heading">Why work here</h2>
              <p className={styles.why}>
                You learn on the job from technicians who have been with us for years, on projects from home theaters to
                houses of worship. No experience is needed to start, and we pay for your certifications as you grow.
                Every position comes with:
              </p>
              <ul className={styles.benefits}>
                {BENEFITS.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="positions-heading">
              <h2 id="positions-heading">Open positions</h2>
              <p className={styles.positionsLead}>
                We are hiring now. Apply Now opens the whole posting, with its application below it.
              </p>
              <PositionList postings={POSTINGS} applyTo={(posting) => generatePath(PATHS.posting, { id: String(posting.id) })} />
            </section>
          </div>
          <section className={styles.aside} aria-labelledby="ways-heading">
            {/* The crew a job applicant would join, before the ways to apply (#33). */}
            <div className={styles.asidePicture}>
              <Picture picture={landingPicture} sizes={SIDE_PICTURE_SIZES} />
            </div>
            <h2 id="ways-heading">Two ways to apply</h2>
            <h3>On our site</h3>
            <p>Read each posting in full and send your application on its page. We read every one.</p>
            <LinkButton to={PATHS.postings} variant="secondary">
              See open positions
            </LinkButton>
            <h3>On LinkedIn</h3>
            <p>Already on LinkedIn? Follow our company page and apply there with your profile.</p>
            <ExternalLinkButton href={LINKEDIN_URL} variant="secondary">
              Apply on LinkedIn
            </ExternalLinkButton>
            <h2 className={styles.questions}>Questions?</h2>
            <p>
              Call our office at <PhoneLink />, {company.hours.weekdays}, or email{' '}
              <a href={company.email.href}>{company.email.display}</a>.
            </p>
          </section>
        </div>
      </Page>
    </>
  );
}
