import { BRANDS } from 'contract/data/brands';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ClosingBand } from '../../common/ClosingBand';
import { BrandDirectory } from './components/BrandDirectory';
import { DealerCards } from './components/DealerCards';
import { DEALERSHIPS } from './data/dealers';
import { groupBrands } from './groupBrands';

const GROUPS = groupBrands(BRANDS);

/**
 * The partners we are a dealer for first, each a card with a picture of our work with it,
 * what we do with it and the gallery that shows it; then every brand A to Z in plain
 * text (#33), each still a link to the maker's site, underlined when pointed at or focused.
 */
export default function BrandsPage() {
  return (
    <>
      <Page
        title="Brands"
        lead={`We design with, install and service ${BRANDS.length} brands, from speakers and screens to networks and control systems. Each link opens the manufacturer's site in a new tab.`}
      >
        <PageMeta
          title="Brands A to Z"
          description="The audio, video, networking, lighting and control brands Rock River Audio Video designs with, installs and services, from Access Networks to Zoom."
        />
        <DealerCards dealerships={DEALERSHIPS} />
        <BrandDirectory groups={GROUPS} />
      </Page>
      <ClosingBand />
    </>
  );
}
