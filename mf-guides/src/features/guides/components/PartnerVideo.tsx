// A partner's YouTube video that costs nothing until the visitor asks for it: a local
// poster and a play button first; the privacy-enhanced (youtube-nocookie) player is
// loaded only on a click, so no request reaches YouTube before then. An id that cannot
// be YouTube's gets no player at all (it would only show an error), but `fallback`.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isYoutubeId } from '../data/youtube';
import styles from './PartnerVideo.module.css';

interface VideoProps {
  youtubeId: string;
  /** The video's title: the play button's name and the player's title. */
  title: string;
  /** A local 16:9 poster image. */
  poster: string;
}

export interface PartnerVideoProps extends VideoProps {
  /** Shown instead of the player while `youtubeId` is not a YouTube id. */
  fallback: ReactNode;
}

export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;

export function PartnerVideo({ fallback, ...video }: PartnerVideoProps) {
  return isYoutubeId(video.youtubeId) ? <LazyPlayer {...video} /> : fallback;
}

function LazyPlayer({ youtubeId, title, poster }: VideoProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  // The play button is gone once the player shows: keep the keyboard on the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={player}
            src={youtubeEmbedUrl(youtubeId)}
            title={title}
            width={640}
            height={360}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <img src={poster} alt="" width={640} height={360} loading="lazy" decoding="async" />
            <span className="visually-hidden">Play video: {title}</span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        {title}. The video plays from YouTube once you press play.
      </figcaption>
    </figure>
  );
}
