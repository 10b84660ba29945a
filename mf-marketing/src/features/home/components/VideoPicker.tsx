import { useState } from 'react';
import { Photo } from 'shared-ui/kit/Photo';
import { embedUrl, type Video } from '../data/videos';
import styles from './VideoPicker.module.css';

/**
 * Our brand partners' videos. Choosing one in the list makes it the current video;
 * the player shows its poster until the visitor presses play, and only then loads
 * the video service's player (nothing is fetched from it before).
 */
export function VideoPicker({ videos }: { videos: readonly Video[] }) {
  const [currentVideo, setCurrentVideo] = useState(videos[0]!.id);
  const [playing, setPlaying] = useState(false);
  const current = videos.find((video) => video.id === currentVideo) ?? videos[0]!;

  const choose = (id: string) => {
    setCurrentVideo(id);
    setPlaying(false);
  };

  return (
    <section aria-labelledby="videos-heading" className={styles.section}>
      <h2 id="videos-heading">From our brand partners</h2>
      <div className={styles.layout}>
        <div className={styles.player}>
          {playing ? (
            <iframe
              className={styles.frame}
              src={embedUrl(current)}
              title={current.title}
              width={current.poster.width}
              height={current.poster.height}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={`Play video: ${current.title}`}>
              <Photo photo={current.poster} sizes="(min-width: 60rem) 40rem, 100vw" className={styles.posterImage} />
              <span className={styles.play} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="40" height="40">
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                </svg>
              </span>
            </button>
          )}
          <p className={styles.nowShowing}>
            <strong>{current.title}</strong>
          </p>
        </div>
        <ul className={styles.list} aria-label="Choose a video">
          {videos.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={video.id === currentVideo}
                aria-label={video.title}
                onClick={() => choose(video.id)}
              >
                <Photo photo={video.poster} sizes="8rem" className={styles.thumb} />
                <span className={styles.title}>{video.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
