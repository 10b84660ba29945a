import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Island } from 'shared-ui/islands/Island';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Button } from 'shared-ui/kit/Button';
import { Column } from 'shared-ui/kit/Column';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { Spinner } from 'shared-ui/kit/Spinner';
import { NotFound } from 'shared-ui/pages/NotFound';
import type { PictureSource } from '../../assets/images';
import { PHOTO_VIEWER_KEYS } from './components/PhotoViewer';
import { ProjectTitle } from './components/ProjectTitle';
import { ViewerSiteBar } from './components/ViewerSiteBar';
import { findGallery, GALLERY_LISTS, type GalleryKind, type GalleryListItem } from './data/galleries';
import { knownPhotos, loadGalleryPhotos } from './data/galleryPhotos';
import { projectOf } from './data/projects';
import { backLabelOf, viewerOf } from './galleryViewer';
import { useGalleryFlag } from './useGalleryFlag';
import styles from './GalleryPage.module.css';

/** For the remote's preload (src/routes.tsx): the photos of the gallery an address names. */
export { preloadGalleryPhotos } from './data/galleryPhotos';

type Loading = { status: 'loading' } | { status: 'ready'; photos: readonly PictureSource[] } | { status: 'failed' };

/**
 * The gallery frame for `/gallery/<kind>gallerylist/:id`: an unknown id is not found. It
 * starts with the viewer drawn when the remote's preload has loaded the photos (on the
 * server, and on the first page the app draws); a move to it in the browser waits for them.
 * The viewer is an island, loaded on the first interaction on a page sent without the app (#42).
 */
export default function GalleryPage({ kind }: { kind: GalleryKind }) {
  const { id } = useParams();
  const gallery = findGallery(kind, id);
  const [attempt, setAttempt] = useState(0);
  if (!gallery) return <NotFound />;
  return <LoadedGallery key={`${gallery.id}-${attempt}`} kind={kind} gallery={gallery} onRetry={() => setAttempt((n) => n + 1)} />;
}

function LoadedGallery({ kind, gallery, onRetry }: { kind: GalleryKind; gallery: GalleryListItem; onRetry: () => void }) {
  useGalleryFlag();
  const [loading, setLoading] = useState<Loading>(() => {
    const photos = knownPhotos(gallery);
    return photos ? { status: 'ready', photos } : { status: 'loading' };
  });
  const ready = loading.status === 'ready';
  const list = GALLERY_LISTS[kind];
  const project = projectOf(gallery.id);

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadGalleryPhotos(gallery).then(
      (photos) => current && setLoading({ status: 'ready', photos }),
      (error: unknown) => {
        console.error(`gallery ${gallery.id} could not load`, error);
        if (current) setLoading({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [gallery, ready]);

  const meta = (
    <PageMeta title={`${gallery.title} gallery`} description={`${project.name}: ${project.scope} Photos of the project by Rock River Audio Video.`} />
  );

  if (loading.status === 'ready') {
    return (
      <>
        {meta}
        <Island name="gallery-viewer" load="interaction" holds={PHOTO_VIEWER_KEYS} component={viewerOf(kind, gallery, loading.photos)} />
      </>
    );
  }

  return (
    <div className={styles.screen}>
      {meta}
      <ViewerSiteBar />
      <div className={styles.body}>
        <Column className={styles.heading}>
          <ProjectTitle gallery={gallery.title} project={project.name} />
        </Column>
        {loading.status === 'loading' ? (
          <div className={styles.wait}>
            <Spinner label="Loading the gallery" />
            <p className={styles.waitText}>PLEASE WAIT</p>
          </div>
        ) : (
          <div className={styles.wait} role="alert">
            <p>This gallery could not be loaded. Check your connection and try again.</p>
            <Button onClick={onRetry}>Try again</Button>
          </div>
        )}
        <BackLink to={list.path} label={backLabelOf(kind)} className={styles.back} />
      </div>
    </div>
  );
}
