// A partner's YouTube video that costs the visitor nothing until they ask for it: our
// own poster and a play button first; the privacy-enhanced player (youtube-nocookie,
// which the site's Content-Security-Policy allows as a frame) is loaded only on Play,
// so no request reaches YouTube before then. The box is 16:9 from the first paint, so
// neither the poster nor the player moves the page.
import { useEffect, useRef, useState } from 'react';
import { cx } from 'shared-ui/kit/cx';
import { Photo, type ImageSource } from 'shared-ui/kit/Photo';
import styles from './VideoPlayer.module.css';

export interface VideoPlayerProps {
  /** The YouTube video id (11 letters, digits, '-' or '_'). */
  youtubeId: string;
  /** What the video is: the play button's name ('Play video: …') and the player's title. */
  title: string;
  /** Our own 16:9 picture of the video, drawn until the visitor presses play. */
  poster: ImageSource;
  /** How wide the poster is drawn (the `sizes` attribute), when it comes in several widths. */
  sizes?: string;
  className?: string;
}

export const youtubeEmbedUrl = (youtubeId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

/** Give it a `key` of the video to start again from the poster when the video changes. */
export function VideoPlayer({ youtubeId, title, poster, sizes, className }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  // The play button is gone once the player shows: the keyboard goes on to the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <div className={cx(styles.frame, className)}>
      {playing ? (
        <iframe
          ref={player}
          className={styles.fill}
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          width={poster.width}
          height={poster.height}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={cx(styles.fill, styles.poster)} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
          <Photo photo={{ ...poster, alt: '' }} sizes={sizes} className={styles.fill} />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="40" height="40">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
