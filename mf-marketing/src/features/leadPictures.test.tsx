// Each page whose first screen on a phone a photo fills names that photo its lead
// (shared-ui's Picture `leads`), so the server's HTML draws it with the first paint.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { InlineFileContext } from 'shared-ui/kit/inlineFile';
import { picture } from 'shared-ui/kit/pictureSource';
import { PhotoViewer } from './gallery/components/PhotoViewer';
import { PROJECTS } from './gallery/data/projects';
import GalleryLandingPage from './gallery/GalleryLandingPage';
import GalleryListPage from './gallery/GalleryListPage';
import CommercialServicesPage from './services/CommercialServicesPage';
import ResidentialServicesPage from './services/ResidentialServicesPage';
import ServicesLandingPage from './services/ServicesLandingPage';

const INLINED = 'data:image/webp;base64,TEFE';
const projectPhotos = ['Theater', 'Kitchen', 'Patio'].map((name) =>
  picture({ alt: `${name} photo`, width: 1200, height: 750, webp: [[`/${name}-480.webp`, 480], [`/${name}-1200.webp`, 1200]], placeholder: 'data:image/webp;base64,UklGRg==' }),
);

const pages: [string, ReactElement][] = [
  ['/serviceslist', <ServicesLandingPage />],
  ['/residentialservices', <ResidentialServicesPage />],
  ['/commercialservices', <CommercialServicesPage />],
  ['/gallery', <GalleryLandingPage />],
  ['/gallery/residentialgallerylist', <GalleryListPage kind="residential" />],
  ['/gallery/commercialgallerylist', <GalleryListPage kind="commercial" />],
  [
    "a project's photos",
    <PhotoViewer title="Home Theater" photos={projectPhotos} backTo="/gallery/residentialgallerylist" backLabel="Back to residential galleries" project={PROJECTS[991]!} />,
  ],
];

it.each(pages)("%s: its first picture, and no other, is drawn inline where the server's HTML can", (_route, page) => {
  const { container } = render(
    <InlineFileContext.Provider value={() => INLINED}>
      <MemoryRouter>{page}</MemoryRouter>
    </InlineFileContext.Provider>,
  );
  const images = [...container.querySelectorAll('img')];
  expect(images.length).toBeGreaterThan(1);
  expect(images.filter((image) => image.style.backgroundImage.includes(INLINED))).toEqual([images[0]]);
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
});
