// An island whose code failed keeps the server's HTML, and its native controls work (#42
// item 3); the page says so beside it, as the app does beside a remote's part
// (PartlyLoadedNotice), once however many islands failed. Never over the part: a form the
// visitor filled stays as it is.
import { company } from 'contract/company/company';
import { PARTLY_LOADED } from '../remotes/partlyLoaded';
import styles from '../remotes/PartlyLoadedNotice.module.css';

const NOTICE_ATTRIBUTE = 'data-partly-loaded';

export function sayPartlyLoaded(island: HTMLElement): void {
  const document = island.ownerDocument;
  if (document.querySelector(`[${NOTICE_ATTRIBUTE}]`)) return;
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.setAttribute(NOTICE_ATTRIBUTE, '');
  notice.className = styles.notice ?? '';
  const phone = document.createElement('a');
  phone.href = company.phone.href;
  phone.textContent = company.phone.display;
  notice.append(`${PARTLY_LOADED} `, phone, '.');
  island.before(notice);
}
