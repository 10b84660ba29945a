import { Link } from 'react-router-dom';
import styles from './MoreHelp.module.css';

/** Pay Online's route (the payments remote) and the guides' welcome page for new TOB Homes owners (the guides remote). */
const PAY_ONLINE = '/verify';
const NEW_HOME_GUIDES = '/tobhomes';

/**
 * The other things a customer comes to support for, each a short heading and a sentence
 * with its link, in the two columns of the boxes above: paying an invoice, and setting up
 * a new TOB Homes house with our guides.
 */
export function MoreHelp() {
  return (
    <section aria-labelledby="more-help" className={styles.more}>
      <h2 id="more-help">Other things we can help with</h2>
      <ul className={styles.items}>
        <li className={styles.item}>
          <h3 className={styles.title}>Paying an invoice</h3>
          <p className={styles.text}>
            <Link to={PAY_ONLINE}>Pay Online</Link> by credit or debit card, any time. Your card stays with our card processor.
          </p>
        </li>
        <li className={styles.item}>
          <h3 className={styles.title}>Moving into a TOB Homes house</h3>
          <p className={styles.text}>
            Our <Link to={NEW_HOME_GUIDES}>guides for TOB Homes owners</Link> get your Wi-Fi, Caséta lights and Ring doorbell working, one step at a time, right from your phone.
          </p>
        </li>
      </ul>
    </section>
  );
}
