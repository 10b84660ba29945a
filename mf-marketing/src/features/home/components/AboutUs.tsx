import { Link } from 'react-router-dom';
import { company } from 'contract/company/company';
import { Island } from 'shared-ui/islands/Island';
import { PATHS } from '../../../paths';
import { EMPLOYEES } from '../../team/data/employees';
import { AboutCaptionsIsland } from '../islands/homeIslands';
import styles from './AboutUs.module.css';

// A fixed id, not useId: the page is rendered to HTML at build time on its own, and in
// the browser deep inside the shell's tree, where useId would give another id.
const HEADING_ID = 'about-us-heading';

/**
 * Who we are (#33): a short band anyone can read, the team's figures and the one way to
 * meet it beside the words (no empty right half), and the spec's About Us toggle below it,
 * a disclosure the browser opens itself (#42: no script needed), opening the captions; its
 * arrow turns 90 degrees when open. The captions step forward and back and wrap around at
 * both ends: an island, the only part of the band that needs a script.
 */
export function AboutUs() {
  return (
    <section className={styles.about} aria-labelledby={HEADING_ID}>
      <div className={styles.text}>
        <h2 id={HEADING_ID} className={styles.heading}>
          Who we are
        </h2>
        <p className={styles.intro}>
          {company.name} designs, installs and services audio, video, networking and automation systems for homes and businesses
          across {company.region}. We have been doing it since {company.founded}.
        </p>
        <details className={styles.disclosure}>
          <summary className={styles.toggle}>
            <svg className={styles.arrow} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 2l7 6-7 6z" fill="currentColor" />
            </svg>
            About Us
          </summary>
          <div className={styles.panel}>
            <Island name="home-about-captions" load="visible" component={AboutCaptionsIsland} />
          </div>
        </details>
      </div>
      {/* Beside the words, the team in two figures and the one way to meet it (#33). */}
      <div className={styles.team}>
        <dl className={styles.stats}>
          <div>
            <dt>In business since</dt>
            <dd>{company.founded}</dd>
          </div>
          <div>
            <dt>People on the team</dt>
            <dd>{EMPLOYEES.length}</dd>
          </div>
        </dl>
        <Link to={PATHS.team} className={styles.teamLink}>
          Meet our team
        </Link>
      </div>
    </section>
  );
}
