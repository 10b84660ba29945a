import { useState } from 'react';
import { Photo } from 'shared-ui/kit/Photo';
import { VideoPlayer } from 'shared-ui/kit/VideoPlayer';
import type { Video } from '../data/videos';
import styles from './VideoPicker.module.css';

/**
 * Our brand partners' videos. Choosing one in the list makes it the current video;
 * the player shows its poster until the visitor presses play, and only then loads
 * the video service's player (nothing is fetched from it before). The current video's
 * title is shown once, by its pressed choice in the list, not again under the player (#33).
 */
export function VideoPicker({ videos }: { videos: readonly Video[] }) {
  const [currentVideo, setCurrentVideo] = useState(videos[0]!.id);
  const current = videos.find((video) => video.id === currentVideo) ?? videos[0]!;

  return (
    <section aria-labelledby="videos-heading" className={styles.section}>
      <h2 id="videos-heading">From our brand partners</h2>
      <div className={styles.layout}>
        <div className={styles.player}>
          {/* Keyed by the video: choosing another one starts again from its poster. */}
          <VideoPlayer
            key={current.id}
            youtubeId={current.embedId}
            title={current.title}
            poster={current.poster}
            sizes="(min-width: 60rem) 40rem, 100vw"
          />
        </div>
        <ul className={styles.list} aria-label="Choose a video">
          {videos.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={video.id === currentVideo}
                aria-label={video.title}
                onClick={() => setCurrentVideo(video.id)}
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
