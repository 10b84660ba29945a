// The quote request's form part, bound to its kind: the lead page's island (#42). Its
// interest is preselected from the address when a button that leads here says what the
// visitor came for (/opportunity?interest=home-theater, #33). The page's HTML is drawn
// at build time, without an address: the interest is selected once the island is live;
// without scripts the visitor picks it.
import { useSearchParams } from 'react-router-dom';
import { CustomerRequestSection } from '../customer-request/CustomerRequestSection';
import { interestFrom } from './leadInterest';
import { leadKind } from './leadKind';

export function QuoteForm() {
  const [search] = useSearchParams();
  return <CustomerRequestSection kind={leadKind} interest={interestFrom(search)} />;
}
