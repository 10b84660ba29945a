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
}

/** A gallery (or a list of galleries) as a card: cover photo, the project's town, title linking to it, a line of text. */
export function GalleryCard({ to, title, text, place, cover, headingLevel = 2 }: GalleryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.card}>
      <Picture picture={cover} sizes="(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, 100vw" className={styles.image} />
      <div className={styles.body}>
        {place && <p className={styles.place}>{place}</p>}
        <Heading className={styles.title}>
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p className={styles.text}>{text}</p>
      </div>
    </li>
  );
}
