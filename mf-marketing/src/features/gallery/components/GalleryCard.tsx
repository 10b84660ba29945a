import { Link } from 'react-router-dom';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import styles from './GalleryCard.module.css';

export interface GalleryCardProps {
  to: string;
  title: string;
  text: string;
  /** Where the project was, shown above its title. */
  place?: string;
  cover: PictureSource;
  headingLevel?: 2 | 3;
  /** The grid's lead card, two or three columns wide on a wide screen: its photo is fetched larger, and is the page's lead picture (it is in the first screen on every width). */
  lead?: boolean;
  /** The project's story, told under the text when the card has the room (a lead card). */
  story?: string;
}

/**
 * A gallery (or a list of galleries) as a card: cover photo, the project's town, title
 * linking to it, a line of text. Given two columns or more of room (a grid's lead card,
 * #33), the photo goes to the left of the words instead of above them.
 */
export function GalleryCard({ to, title, text, place, cover, headingLevel = 2, lead = false, story }: GalleryCardProps) {
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
          {place && <p className={styles.place}>{place}</p>}
          <Heading className={styles.title}>
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          </Heading>
          <p className={styles.text}>{text}</p>
          {story && <p className={styles.story}>{story}</p>}
        </div>
      </div>
    </li>
  );
}
