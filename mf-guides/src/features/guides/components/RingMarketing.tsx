import { ExternalLinkButton } from 'shared-ui/kit/LinkButton';
import { ringMarketing } from '../data/ringMarketing';
import poster from '../assets/ring-video-poster.svg';
import { PartnerVideo } from './PartnerVideo';
import styles from './RingMarketing.module.css';

/** Step 2 of the ring doorbell guide also offers more from Ring: the partner's video, or its site. */
export function RingMarketing() {
  return (
    <aside className={styles.block} aria-labelledby="ring-marketing-title">
      <h3 id="ring-marketing-title" className={styles.heading}>
        {ringMarketing.heading}
      </h3>
      {ringMarketing.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <PartnerVideo
        youtubeId={ringMarketing.video.youtubeId}
        title={ringMarketing.video.title}
        poster={poster}
        fallback={
          <p>
            <ExternalLinkButton href={ringMarketing.partner.href} variant="secondary">
              {ringMarketing.partner.label}
            </ExternalLinkButton>
          </p>
        }
      />
      <p className={styles.call}>
        <a href={ringMarketing.call.href}>{ringMarketing.call.label}</a> to add a chime or cameras.
      </p>
    </aside>
  );
}
