// A hub image: the worker serves it to the unlock token only, so it is fetched with the
// token and shown from an object URL. Its box has the image's size from the start, so
// nothing moves when it arrives.
import { useCallback, type CSSProperties } from 'react';
import type { HubImage } from 'contract/schemas/hubContent';
import { useStaffResource } from '../../../access/useStaffResource';
import { fetchHubImage } from '../api/hubApi';
import { useObjectUrl } from './useObjectUrl';
import styles from './blocks.module.css';

export function HubFigure({ image }: { image: HubImage }) {
  const load = useCallback((signal: AbortSignal) => fetchHubImage(image.id, signal), [image.id]);
  const [picture] = useStaffResource(load);
  const src = useObjectUrl(picture.status === 'ready' ? picture.data : undefined);
  const frame = { aspectRatio: `${image.width} / ${image.height}`, maxWidth: `${image.width}px` } as CSSProperties;

  return (
    <figure className={styles.figure}>
      {src ? (
        <img src={src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.placeholder} style={frame} role="img" aria-label={image.alt}>
          {picture.status === 'loading' ? 'Loading the diagram' : 'The diagram could not be loaded.'}
        </div>
      )}
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}
