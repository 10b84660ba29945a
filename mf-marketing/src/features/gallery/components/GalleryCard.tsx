import { Link } from 'react-router-dom';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import { counted } from '../data/counted';
import styles from './GalleryCard.module.css';

export interface GalleryCardProps {
  to: string;
  title: string;
  text: string;
  /** The gallery's one project, by name (its town is in it), under the gallery's title. */
  project: string;
  /** How many photos the gallery holds. */
  photoCount: number;
  cover: PictureSource;
  headingLevel?: 2 | 3;
  /** The grid's lead card, two or three columns wide on a wide screen: its photo is fetched larger, and is the page's lead picture (it is in the first screen on every width). */
  lead?: boolean;
  /** The project's story, told under the text when the card has the room (a lead card). */
  story?: string;
}

/**
 * A gallery as a card: cover photo, title linking to it, the project it holds (by name,
 * with its town), a line of what went in and how many photos it holds. Given two columns
 * or more of room (a grid's lead card, #33), the photo goes to the left of the words
 * instead of above them.
 */
export function GalleryCard({ to, title, text, project, photoCount, cover, headingLevel = 2, lead = false, story }: GalleryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.card}>
      <div className={styles.frame}>
        <Picture
          picture={cover}
          sizes={lead ? '(min-width: 40rem) 42rem, 100vw' : '(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, 100vw'}
          leads={lead}
          className={styles.image}
        />
        <div className={styles.body}>
          <Heading className={styles.title}>
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          </Heading>
          <p className={styles.project}>{project}</p>
          <p className={styles.text}>{text}</p>
          {story && <p className={styles.story}>{story}</p>}
          <p className={styles.count}>{counted(photoCount, 'photo')}</p>
        </div>
      </div>
    </li>
  );
}
