import { starsText } from 'shared-ui/reviews/stars';

/** A review's stars: drawn for the eye, said in words to a screen reader. */
export function ReviewStars({ stars }: { stars: number }) {
  return (
    <>
      <span aria-hidden="true">{starsText(stars)}</span>
      <span className="visually-hidden">{`${stars} out of 5 stars`}</span>
    </>
  );
}
