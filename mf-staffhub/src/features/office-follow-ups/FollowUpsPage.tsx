// The office's follow-ups (#35): tickets, leads, bookings (#46), applications and network forms, newest
// first, searchable by case id, name, email or phone (the worker searches; the query
// stays in the address, so a reload or Back returns to the same list). One whose email was not
// confirmed stands out with words and a mark, not colour alone.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { FollowUpSummary } from 'contract/schemas/office';
import { Button } from 'shared-ui/kit/Button';
import { Page } from 'shared-ui/kit/Page';
import { followUpPath } from '../../paths';
import { ResourceStatus } from '../../office/ResourceStatus';
import { officeTime } from '../../office/officeTime';
import { useOfficeResource } from '../../office/useOfficeResource';
import { loadFollowUps } from './followUpsApi';
import { DELIVERY_TEXTS, FORM_NAMES, handledText, isUnconfirmed, searchedNewestText } from './followUpTexts';
import styles from './FollowUps.module.css';
import tableStyles from '../../office/OfficeTable.module.css';

function FollowUpRow({ item }: { item: FollowUpSummary }) {
  const unconfirmed = isUnconfirmed(item);
  return (
    <tr className={unconfirmed ? styles.unconfirmed : undefined}>
      <td>{officeTime(item.receivedAt)}</td>
      <th scope="row">
        <Link to={followUpPath(item.form, item.caseId)}>{item.caseId}</Link>
      </th>
      <td>{FORM_NAMES[item.form]}</td>
      <td>{item.name}</td>
      <td>
        {item.email}
        <br />
        {item.phone}
      </td>
      <td>
        {unconfirmed && <span aria-hidden="true">⚠ </span>}
        {unconfirmed ? <strong>{DELIVERY_TEXTS[item.delivery]}</strong> : DELIVERY_TEXTS[item.delivery]}
      </td>
      <td>{handledText(item.handled)}</td>
    </tr>
  );
}

export function FollowUpsPage() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [typed, setTyped] = useState(query);
  // The query goes into the address after the search, not during its submit event (a
  // navigation there is a transition, which React would take the form for an action of).
  useEffect(() => {
    if ((params.get('q') ?? '') !== query) setParams(query ? { q: query } : {}, { replace: true });
  }, [params, query, setParams]);
  const load = useCallback((signal: AbortSignal) => loadFollowUps(query, signal), [query]);
  const [list, retry] = useOfficeResource(load);

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(typed.trim());
  }

  const items = list.status === 'ready' ? list.data.items : [];
  return (
    <Page title="Follow-ups" lead="Tickets, quote requests, consultations booked online, job applications and network forms, newest first.">
      <form role="search" onSubmit={search} className={styles.search}>
        <label htmlFor="follow-up-search">Search by case id, name, email or phone</label>
        <input id="follow-up-search" type="search" name="q" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      <ResourceStatus resource={list} retry={retry} what="follow-ups" />
      {list.status === 'ready' && (
        <p role="status" className={styles.count}>
          {items.length === 0 ? (query ? `Nothing matches “${query}”.` : 'Nothing to follow up.') : `${items.length} ${items.length === 1 ? 'follow-up' : 'follow-ups'}${query ? ` matching “${query}”` : ''}, ${items.filter(isUnconfirmed).length} not confirmed.`}
          {list.data.searchedNewest !== undefined && ` ${searchedNewestText(list.data.searchedNewest)}`}
        </p>
      )}
      {items.length > 0 && (
        <div className={tableStyles.scroll} tabIndex={0} role="region" aria-label="Follow-ups list">
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Case</th>
                <th scope="col">Form</th>
                <th scope="col">Name</th>
                <th scope="col">Contact</th>
                <th scope="col">Confirmation email</th>
                <th scope="col">Handled</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <FollowUpRow key={`${item.form}/${item.caseId}`} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
