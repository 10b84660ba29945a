import { cx } from 'shared-ui/kit/cx';
import { Photo } from 'shared-ui/kit/Photo';
import type { PictureSource } from 'shared-ui/kit/pictureSource';
import styles from './Picture.module.css';

export interface PictureProps {
  picture: PictureSource;
  /** How wide the picture is drawn, so the browser picks the file to fetch from the srcsets. */
  sizes: string;
  /** Above the fold: loaded at once and first (see shared-ui's Photo). */
  priority?: boolean;
  /** Where CSS gives the box another shape than the picture's: `cover` crops the picture to it, `contain` fits it inside. */
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * One of the generated pictures: AVIF where the browser reads it and the picture has it,
 * else WebP, and its tiny preview drawn in its box, fitted as the picture will be, until
 * the picture arrives and covers it. The box is reserved from the first paint.
 */
export function Picture({ picture, sizes, priority = false, fit = 'cover', className }: PictureProps) {
  const image = (
    <Photo
      photo={picture}
      sizes={sizes}
      priority={priority}
      className={cx(styles.image, styles[fit], className)}
      style={{ backgroundImage: `url("${picture.placeholder}")` }}
    />
  );
  if (!picture.avifSrcSet) return image;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
