import { useContext } from 'react';
import { cx } from 'shared-ui/kit/cx';
import { InlineFileContext } from 'shared-ui/kit/inlineFile';
import { Photo } from 'shared-ui/kit/Photo';
import type { PictureSource } from 'shared-ui/kit/pictureSource';
import styles from './Picture.module.css';

export interface PictureProps {
  picture: PictureSource;
  /** How wide the picture is drawn, so the browser picks the file to fetch from the srcsets. */
  sizes: string;
  /** Above the fold: loaded at once and first (see shared-ui's Photo). */
  priority?: boolean;
  /**
   * The page's lead picture, the largest thing on a phone's first screen (implies
   * `priority`). The server's HTML draws its narrowest file inline as its preview, so
   * the first paint already shows the photo, where on a phone's network the file the
   * browser picks lands a round trip after it (#42: LCP = FCP); that file covers it. In
   * the browser it draws the preview the page's HTML drew, so hydrating changes nothing.
   */
  leads?: boolean;
  /** Where CSS gives the box another shape than the picture's: `cover` crops the picture to it, `contain` fits it inside. */
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * One of the generated pictures: AVIF where the browser reads it and the picture has it,
 * else WebP, and its tiny preview drawn in its box, fitted as the picture will be, until
 * the picture arrives and covers it (a page's lead picture: its narrowest file, drawn by
 * the server's HTML). The box is reserved from the first paint.
 */
export function Picture({ picture, sizes, priority = false, leads = false, fit = 'cover', className }: PictureProps) {
  const inlineFile = useContext(InlineFileContext);
  const preview = (leads && inlineFile(picture.smallestSrc)) || picture.placeholder;
  const image = (
    <Photo
      photo={picture}
      sizes={sizes}
      priority={priority || leads}
      className={cx(styles.image, styles[fit], className)}
      style={{ backgroundImage: `url("${preview}")` }}
      previewSrc={leads ? picture.smallestSrc : undefined}
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
