import { Link } from 'react-router-dom';
import { useGalleryFlag } from './useGalleryFlag';

export function GalleryFramePlaceholder() {
  useGalleryFlag();
  return (
    <section>
      <h1>Gallery</h1>
      <Link to="/gallery">Back to the galleries</Link>
    </section>
  );
}
