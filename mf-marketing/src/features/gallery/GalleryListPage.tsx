import { CardGrid } from 'shared-ui/kit/CardGrid';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ClosingBand } from '../../common/ClosingBand';
import { covers } from '../../assets/generated/covers';
import { GalleryCard } from './components/GalleryCard';
import { GALLERY_LISTS, type GalleryKind } from './data/galleries';
import { photoCountOf } from './data/photoCounts';
import { projectOf } from './data/projects';
import { PATHS } from '../../paths';

export default function GalleryListPage({ kind }: { kind: GalleryKind }) {
  const list = GALLERY_LISTS[kind];
  return (
    <>
      <Page title={list.title} lead={list.lead}>
        <PageMeta title={list.title} description={`${list.title} of Rock River Audio Video: ${list.items.map((item) => item.title).join(', ')}.`} />
        <BackLink to={PATHS.galleries} label="Back to all galleries" />
        {/* The first gallery leads, as wide as the last row needs, so no card is left alone on it (#33). */}
        <CardGrid columns="whole">
          {list.items.map((item, index) => {
            const project = projectOf(item.id);
            return (
              <GalleryCard
                key={item.id}
                to={`${list.path}/${item.id}`}
                title={item.title}
                project={project.name}
                text={project.scope}
                photoCount={photoCountOf(item.id)}
                cover={covers[item.id as keyof typeof covers]}
                lead={index === 0}
                story={index === 0 ? project.story : undefined}
              />
            );
          })}
        </CardGrid>
      </Page>
      <ClosingBand />
    </>
  );
}
