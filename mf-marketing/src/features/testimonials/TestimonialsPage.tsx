import { ExternalLink, ExternalLinkList } from 'shared-ui/kit/ExternalLink';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';
import { ReviewQuote } from 'shared-ui/reviews/ReviewQuote';
import { REVIEW_RATING, REVIEWS } from 'shared-ui/reviews/reviews';
import { REVIEW_SITES } from 'shared-ui/reviews/reviewSites';
import { PATHS } from '../../paths';
import styles from './TestimonialsPage.module.css';

/**
 * Every review we quote, in the words the home page quotes them in (shared-ui/reviews).
 * The rating links to the reviews once for the page, not once a card (#33); the first
 * review leads, as wide as the grid's last row needs to end whole.
 */
export default function TestimonialsPage() {
  return (
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
            <ReviewQuote review={review} linkToSite={false} lead={index === 0} />
          </li>
        ))}
      </CardGrid>
      <section aria-labelledby="review-us" className={styles.review}>
        <h2 id="review-us">Worked with us?</h2>
        <p>We read every review, and they help neighbors find us. Leave yours where you like:</p>
        <ExternalLinkList
          className={styles.sites}
          links={Object.values(REVIEW_SITES).map((site) => ({ key: site.name, href: site.url, label: `Review us on ${site.name}` }))}
        />
        <p>Planning a project of your own?</p>
        <LinkButton to={PATHS.opportunity} variant="accent" className={styles.action}>
          Get a quote
        </LinkButton>
      </section>
    </Page>
  );
}
