import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { QuoteFigure } from '../../components/QuoteFigure';
import { REVIEW_SITES } from '../../config/reviewSites';
import { TESTIMONIALS } from './data/testimonials';
import styles from './TestimonialsPage.module.css';

export default function TestimonialsPage() {
  return (
    <Page
      title="Testimonials"
      lead="What homeowners, business owners and congregations say about working with us, in their own words."
      width="wide"
    >
      <PageMeta
        title="Testimonials"
        description="Customer testimonials for Rock River Audio Video: home theaters, whole-home networks, sports bars, churches, conference rooms, lighting, apartments and sound masking."
      />
      <ul className={styles.list}>
        {TESTIMONIALS.map((testimonial) => (
          <li key={`${testimonial.name}-${testimonial.town}`} className={styles.item}>
            <QuoteFigure quote={testimonial.quote}>
              <figcaption>
                <span className={styles.name}>
                  {testimonial.name}, {testimonial.town}
                </span>
                <span className={styles.project}>{testimonial.project}</span>
              </figcaption>
            </QuoteFigure>
          </li>
        ))}
      </ul>
      <section aria-labelledby="review-us" className={styles.review}>
        <h2 id="review-us">Worked with us?</h2>
        <p>We read every review, and they help neighbors find us. Leave yours where you like:</p>
        <ul className={styles.sites}>
          {Object.values(REVIEW_SITES).map((site) => (
            <li key={site.name}>
              <a href={site.url} target="_blank" rel="noopener noreferrer">
                Review us on {site.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p>Planning a project of your own?</p>
        <LinkButton to="/opportunity">Contact our sales team</LinkButton>
      </section>
    </Page>
  );
}
