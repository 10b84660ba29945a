import { Link } from 'react-router-dom';
import { company } from 'contract/company/company';
import { Page } from 'shared-ui/kit/Page';
import { MAIN_DESTINATIONS } from 'site/navigation';
import styles from './NotFound.module.css';

/**
 * The page for any path nobody owns, in the shell or under a remote's prefix: the spec's
 * words and link home, then the places a lost visitor most likely wanted, and the phone.
 */
export function NotFound() {
  return (
    <Page title="There is nothing here!" lead="The page you asked for does not exist or has moved.">
      <title>Page not found | Rock River Audio Video</title>
      <p>
        <Link to="/">Go to the home page</Link>, or pick up where you meant to go:
      </p>
      <nav aria-label="Suggested pages">
        <ul className={styles.destinations}>
          {MAIN_DESTINATIONS.map((destination) => (
            <li key={destination.to}>
              <Link to={destination.to} className={styles.destination}>
                {destination.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.call}>
        Looking for something else? Call us at <a href={company.phone.href}>{company.phone.display}</a>,{' '}
        {company.hours.days}, <span className={styles.hours}>{company.hours.time}</span>.
      </p>
    </Page>
  );
}
