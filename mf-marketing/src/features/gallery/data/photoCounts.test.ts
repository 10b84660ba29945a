import { counted } from './counted';
import { GALLERY_LISTS } from './galleries';
import { photoCountOf, photoCountOfList } from './photoCounts';

const galleries = [...GALLERY_LISTS.residential.items, ...GALLERY_LISTS.commercial.items];

describe("the galleries' photo counts", () => {
  it.each(galleries.map((item) => [item.id, item] as const))('counts the photos gallery %i shows', async (_id, item) => {
    const photos = await item.loadPhotos();
    expect(photos.length).toBeGreaterThan(0);
    expect(photoCountOf(item.id)).toBe(photos.length);
  });

  it("adds up a list's galleries", async () => {
    const { items } = GALLERY_LISTS.commercial;
    const loaded = await Promise.all(items.map((item) => item.loadPhotos()));
    expect(photoCountOfList(items)).toBe(loaded.reduce((sum, photos) => sum + photos.length, 0));
  });

  it('says a count with its noun, singular for one', () => {
    expect(counted(1, 'photo')).toBe('1 photo');
    expect(counted(25, 'photo')).toBe('25 photos');
    expect(counted(5, 'gallery', 'galleries')).toBe('5 galleries');
  });
});
