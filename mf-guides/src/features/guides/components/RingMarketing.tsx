import { VideoPlayer } from 'shared-ui/kit/VideoPlayer';
import { ringMarketing } from '../data/ringMarketing';
import poster from '../assets/ring-video-poster.svg';
import styles from './RingMarketing.module.css';

const POSTER = { src: poster, width: 640, height: 360 };

/** Step 2 of the ring doorbell guide also offers more from Ring, with the partner's video. */
export function RingMarketing() {
  const { video } = ringMarketing;
  return (
    <aside className={styles.block} aria-labelledby="ring-marketing-title">
      <h3 id="ring-marketing-title" className={styles.heading}>
        {ringMarketing.heading}
      </h3>
      {ringMarketing.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <figure className={styles.video}>
        <VideoPlayer youtubeId={video.youtubeId} title={video.title} poster={POSTER} sizes="(min-width: 48rem) 40rem, 100vw" />
        <figcaption className={styles.caption}>{video.title}. The video plays from YouTube once you press play.</figcaption>
      </figure>
      <p className={styles.call}>
        <a href={ringMarketing.call.href}>{ringMarketing.call.label}</a> to add a chime or cameras.
      </p>
    </aside>
  );
}
