import { BRANDS } from 'contract/data/brands';
import { isLeadInterest } from 'contract/schemas/lead';
import { reviewsById } from 'shared-ui/reviews/reviews';
import { COMMERCIAL_SERVICES } from '../../services/data/commercial';
import { RESIDENTIAL_SERVICES } from '../../services/data/residential';
import { GALLERY_LISTS } from './galleries';
import { PROJECTS } from './projects';

const galleryIds = [...GALLERY_LISTS.residential.items, ...GALLERY_LISTS.commercial.items].map((item) => item.id);

describe('the galleries as projects', () => {
  it('gives every gallery a project, and no project without a gallery', () => {
    expect(Object.keys(PROJECTS).map(Number).sort()).toEqual([...galleryIds].sort());
  });

  it.each(galleryIds)('names only brands of the brand list and a review of the one source (gallery %i)', (id) => {
    const project = PROJECTS[id]!;
    expect(project.brands.length).toBeGreaterThan(0);
    for (const brand of project.brands) expect(BRANDS.map((known) => known.lable)).toContain(brand);
    if (project.reviewId) expect(reviewsById([project.reviewId])[0]!.town).toBe(project.town);
    expect(project.name).toContain(project.town);
  });

  // The spec names every gallery (Whole-Home Integrated Systems is gallery 990); where it
  // names the service otherwise (Whole-Home Distributed Audio), the project card's "Part of
  // our … service" line says the service's own name, checked here against the services
  // page's data (#43).
  it.each(galleryIds)("names the service in the services page's words and links to its section (gallery %i)", (id) => {
    const { service } = PROJECTS[id]!;
    const [page, section] = service.path.split('#');
    const services = page === '/residentialservices' ? RESIDENTIAL_SERVICES : COMMERCIAL_SERVICES;
    expect(services.find((known) => known.id === section)?.title).toBe(service.name);
  });

  it.each(galleryIds)('asks for a quote of the kind the quote form knows (gallery %i)', (id) => {
    expect(isLeadInterest(PROJECTS[id]!.interest)).toBe(true);
  });
});
