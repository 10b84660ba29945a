import { REVIEWS } from 'shared-ui/reviews/reviews';
import { COMMERCIAL_SERVICES } from '../../services/data/commercial';
import { RESIDENTIAL_SERVICES } from '../../services/data/residential';
import { proofOfReview, proofOfService } from './projectProof';
import { PROJECTS } from './projects';

describe('proof', () => {
  it.each([...RESIDENTIAL_SERVICES, ...COMMERCIAL_SERVICES].map((service) => [service.id, service] as const))(
    "links %s's project to the gallery its own gallery button opens",
    (_, service) => {
      const proof = proofOfService(service.id);
      if (service.id === 'retail') return expect(proof).toBeUndefined();
      expect(service.actions.map((action) => action.to)).toContain(proof!.galleryPath);
      expect(proof!.review?.id).toBe(proof!.project.reviewId);
    },
  );

  it('finds every project a service to stand beside', () => {
    const shown = [...RESIDENTIAL_SERVICES, ...COMMERCIAL_SERVICES].map((service) => proofOfService(service.id)?.project).filter(Boolean);
    expect(shown).toHaveLength(Object.keys(PROJECTS).length);
  });

  it('finds the project each review describes, and the review is the one source', () => {
    for (const review of REVIEWS) {
      const proof = proofOfReview(review.id);
      if (proof) expect(proof.review).toBe(review);
    }
    expect(proofOfReview('megan-janesville')?.galleryPath).toBe('/gallery/residentialgallerylist/991');
    expect(proofOfReview('no-such-review')).toBeUndefined();
  });
});
