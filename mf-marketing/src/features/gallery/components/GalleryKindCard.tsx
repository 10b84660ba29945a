import { Link } from 'react-router-dom';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import { counted } from '../data/counted';
import type { GalleryList } from '../data/galleries';
import { photoCountOfList } from '../data/photoCounts';
import styles from './GalleryKindCard.module.css';

/**
 * One kind of gallery (residential or commercial) as a large card: a cover photo and
 * the list's title and lead, which together link to the list, then how many galleries
 * and photos it holds (counted from the data) and a link to each gallery, so a visitor
 * can go straight to the one they came for. The first card's cover is the page's lead
 * picture.
 */
export function GalleryKindCard({ list, cover, lead = false }: { list: GalleryList; cover: PictureSource; lead?: boolean }) {
  return (
    <li className={styles.card}>
      <div className={styles.intro}>
        <Picture picture={cover} priority leads={lead} sizes="(min-width: 76rem) 35rem, (min-width: 52rem) 46vw, 100vw" className={styles.cover} />
        <h2 className={styles.title}>
          <Link to={list.path} className={styles.link}>
            {list.title}
          </Link>
        </h2>
        <p className={styles.lead}>{list.lead}</p>
      </div>
      <h3 className={styles.count}>{`${counted(list.items.length, 'gallery', 'galleries')}, ${counted(photoCountOfList(list.items), 'photo')}`}</h3>
      <ul className={styles.galleries}>
        {list.items.map((item) => (
          <li key={item.id}>
            <Link to={`${list.path}/${item.id}`} className={styles.gallery}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
