import { LinkButton } from 'shared-ui/kit/LinkButton';
import { ExternalLinkList } from 'shared-ui/kit/ExternalLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { QuoteFigure } from '../../common/QuoteFigure';
import { REVIEW_SITES } from '../../common/reviewSites';
import { TESTIMONIALS } from './data/testimonials';
import styles from './TestimonialsPage.module.css';
import { PATHS } from '../../paths';

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
      <CardGrid minColumn="20rem" columns="fill">
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
      </CardGrid>
      <section aria-labelledby="review-us" className={styles.review}>
        <h2 id="review-us">Worked with us?</h2>
        <p>We read every review, and they help neighbors find us. Leave yours where you like:</p>
        <ExternalLinkList
          className={styles.sites}
          links={Object.values(REVIEW_SITES).map((site) => ({ key: site.name, href: site.url, label: `Review us on ${site.name}` }))}
        />
        <p>Planning a project of your own?</p>
        <LinkButton to={PATHS.opportunity}>Contact our sales team</LinkButton>
      </section>
    </Page>
  );
}
