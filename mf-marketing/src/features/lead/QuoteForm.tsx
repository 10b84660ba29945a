// The quote request's form part, bound to its kind: the lead page's island (#42). Its
// interest is preselected from the address when a button that leads here says what the
// visitor came for (/opportunity?interest=home-theater, #33). The page's HTML is drawn
// at build time, without an address: the interest is selected once the island is live;
// without scripts the visitor picks it. Below the form, the way to book a consultation
// instead (#46), carrying the interest chosen so far once the island is live.
import { useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDrawnByServer } from 'shared-ui/hooks/useDrawnByServer';
import { BookingInvite } from '../../common/BookingInvite';
import { INTEREST_PARAM } from '../../common/leadFormAddress';
import { CustomerRequestSection } from '../customer-request/CustomerRequestSection';
import { interestFrom } from './leadInterest';
import { leadKind } from './leadKind';
import styles from './QuoteForm.module.css';

export function QuoteForm() {
  const [search] = useSearchParams();
  const interest = interestFrom(search);
  const drawnByServer = useDrawnByServer();
  const [chosen, setChosen] = useState<string | undefined>(interest);
  // Every field's change bubbles here; the interest's select is the one the link follows.
  const follow = (event: ChangeEvent<HTMLDivElement>) => {
    const field = event.target as unknown as HTMLSelectElement;
    if (field.name === INTEREST_PARAM) setChosen(field.value || undefined);
  };
  return (
    <div onChange={follow}>
      <CustomerRequestSection kind={leadKind} interest={interest} />
      <BookingInvite interest={drawnByServer ? undefined : chosen} className={styles.invite} />
    </div>
  );
}
