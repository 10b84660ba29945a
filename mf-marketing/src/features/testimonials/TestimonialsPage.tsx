import { ExternalLink } from 'shared-ui/kit/ExternalLink';
import { ExternalLinkButton } from 'shared-ui/kit/LinkButton';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ClosingBand } from '../../common/ClosingBand';
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';
import { REVIEW_RATING, REVIEWS } from 'shared-ui/reviews/reviews';
import { REVIEW_SITES } from 'shared-ui/reviews/reviewSites';
import { ReviewWithProject } from './components/ReviewWithProject';
import styles from './TestimonialsPage.module.css';

/**
 * Every review we quote, in the words the home page quotes them in (shared-ui/reviews).
 * The rating links to the reviews once for the page, not once a card (#33); the first
 * review leads, as wide as the grid's last row needs to end whole. The closing band asks
 * for the quote, in the words the invitation to review used to end on (#43). A review of a
 * project in the galleries links to it (#43 review).
 */
export default function TestimonialsPage() {
  return (
    <>
      <Page
        title="Testimonials"
        lead="What homeowners, business owners and congregations say about working with us, in their own words."
      >
        <PageMeta
          title="Testimonials"
          description="Customer testimonials for Rock River Audio Video: home theaters, whole-home networks, sports bars, churches, conference rooms, lighting, apartments and sound masking."
        />
        <p className={styles.rating}>
          <AggregateRating rating={REVIEW_RATING} />.{' '}
          <ExternalLink href={REVIEW_RATING.site.url} className={styles.source}>
            See our reviews on {REVIEW_RATING.site.name}
          </ExternalLink>
        </p>
        <CardGrid columns="whole">
          {REVIEWS.map((review, index) => (
            <li key={review.id}>
              <ReviewWithProject review={review} lead={index === 0} />
            </li>
          ))}
        </CardGrid>
        <section aria-labelledby="review-us" className={styles.review}>
          <h2 id="review-us">Worked with us?</h2>
          <p>We read every review, and they help neighbors find us. Leave yours where you like:</p>
          {/* Actions, so outline buttons, not a row of bare links (#43). */}
          <ul className={styles.sites}>
            {Object.values(REVIEW_SITES).map((site) => (
              <li key={site.name}>
                <ExternalLinkButton href={site.url} variant="secondary">
                  Review us on {site.name}
                </ExternalLinkButton>
              </li>
            ))}
          </ul>
        </section>
      </Page>
      <ClosingBand heading="Planning a project of your own?" withRating={false} />
    </>
  );
}
