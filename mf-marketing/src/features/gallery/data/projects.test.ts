import { BRANDS } from 'contract/data/brands';
import { reviewsById } from 'shared-ui/reviews/reviews';
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
});
