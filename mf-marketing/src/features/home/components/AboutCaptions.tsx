import { Button } from 'shared-ui/kit/Button';
import { useStepIndex } from 'shared-ui/hooks/useStepIndex';
import type { AboutCaption } from '../data/aboutCaptions';
import styles from './AboutUs.module.css';

/** About Us's captions, stepped forward and back; they wrap around at both ends. */
export function AboutCaptions({ captions }: { captions: readonly AboutCaption[] }) {
  const { index, next, previous } = useStepIndex(captions.length, { wrap: true });
  const caption = captions[index]!;
  return (
    <>
      <div className={styles.caption} aria-live="polite">
        <h3 className={styles.captionTitle}>{caption.title}</h3>
        <p>{caption.text}</p>
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" onClick={previous}>
          Previous<span className="visually-hidden"> caption</span>
        </Button>
        <span className={styles.count}>
          {index + 1} of {captions.length}
        </span>
        <Button variant="secondary" onClick={next}>
          Next<span className="visually-hidden"> caption</span>
        </Button>
      </div>
    </>
  );
}
