import { CardGrid } from 'shared-ui/kit/CardGrid';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { covers } from '../../assets/generated/covers';
import { GalleryCard } from './components/GalleryCard';
import { GALLERY_LISTS } from './data/galleries';

export default function GalleryLandingPage() {
  const lists = [GALLERY_LISTS.residential, GALLERY_LISTS.commercial];
  return (
    <Page title="Galleries" lead="Photos of the systems we have designed and installed, in homes and in businesses.">
      <PageMeta
        title="Galleries"
        description="Photo galleries of home theaters, whole-home audio, automation, lighting and networks, and of restaurants, boardrooms, churches, venues and offices by Rock River Audio Video."
      />
      <CardGrid minColumn="18rem" columns="fill">
        {lists.map((list) => (
          <GalleryCard
            key={list.path}
            to={list.path}
            title={list.title}
            text={`${list.items.length} galleries. ${list.lead}`}
            cover={covers[list.items[0]!.id as keyof typeof covers]}
          />
        ))}
      </CardGrid>
    </Page>
  );
}
