// A remote's release history, newest first: when, what, which version, by whom, from which commit.
import type { RemoteHealth } from 'contract/schemas/office';
import { utcTime } from './healthFormat';
import styles from './HealthPage.module.css';

export function ReleaseHistory({ remote, history }: { remote: string; history: RemoteHealth['history'] }) {
  if (history.length === 0) return <p>No releases of {remote} yet.</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>Release history of {remote}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Version</th>
            <th scope="col">By</th>
            <th scope="col">Commit</th>
          </tr>
        </thead>
        <tbody>
          {history.map((line) => (
            <tr key={`${line.at}-${line.action}-${line.version}`}>
              <td>{utcTime(line.at)}</td>
              <td>{line.action}</td>
              <td>
                <code>{line.version}</code>
              </td>
              <td>{line.by ?? 'unknown'}</td>
              <td>{line.commit ? <code>{line.commit.slice(0, 12)}</code> : 'none recorded'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
