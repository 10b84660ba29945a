import { CardGrid } from 'shared-ui/kit/CardGrid';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ClosingBand } from '../../common/ClosingBand';
import { covers } from '../../assets/generated/covers';
import { GalleryKindCard } from './components/GalleryKindCard';
import { GALLERY_LISTS, type GalleryKind } from './data/galleries';

const KINDS: readonly GalleryKind[] = ['residential', 'commercial'];

/** The two kinds of gallery side by side (one above the other on a phone), each with its galleries. */
export default function GalleryLandingPage() {
  return (
    <>
      <Page title="Galleries" lead="Photos of the systems we have designed and installed, in homes and in businesses.">
        <PageMeta
          title="Galleries"
          description="Photo galleries of home theaters, whole-home audio, automation, lighting and networks, and of restaurants, boardrooms, churches, venues and offices by Rock River Audio Video."
        />
        <CardGrid minColumn="24rem">
          {KINDS.map((kind, index) => {
            const list = GALLERY_LISTS[kind];
            return <GalleryKindCard key={kind} list={list} cover={covers[list.items[0]!.id as keyof typeof covers]} lead={index === 0} />;
          })}
        </CardGrid>
      </Page>
      <ClosingBand />
    </>
  );
}
