import type { CSSProperties } from 'react';
import { PREVIEW_SRC_ATTRIBUTE } from 'shared-ui/kit/inlineFile';

/** A raster image at a known size, optionally in several widths (srcSet). */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** A picture with the words that say what it shows. */
export interface PhotoSource extends ImageSource {
  alt: string;
}

export interface PhotoProps {
  photo: PhotoSource;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks from srcSet. */
  sizes?: string;
  /** Above the fold: load at once and first. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The file its preview (`style`'s background) is drawn from, named for the browser to draw the same (shared-ui/kit/inlineFile). */
  previewSrc?: string;
}

/**
 * An image that never shifts the layout (width and height are always set, so the
 * browser reserves its box), decodes off the main thread and, unless it is the
 * first thing a visitor sees, loads only when it nears the viewport.
 */
export function Photo({ photo, sizes, priority = false, className, style, previewSrc }: PhotoProps) {
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={photo.srcSet ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={style}
      {...{ [PREVIEW_SRC_ATTRIBUTE]: previewSrc }}
    />
  );
}
