import { Link } from 'react-router-dom';
import styles from './NotFound.module.css';

/** The page for any path nobody owns, in the shell or under a remote's prefix. */
export function NotFound() {
  return (
    <section className={styles.page}>
      <title>Page not found | Rock River Audio Video</title>
      <h1>There is nothing here!</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
