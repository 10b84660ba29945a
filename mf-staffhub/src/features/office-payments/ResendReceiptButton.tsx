// Sends a failed receipt again: one request per press, the button busy (and further
// presses ignored) until the worker answers with the payment's new outcome.
import { useRef, useState } from 'react';
import type { OfficePayment } from 'contract/schemas/office';
import { Button } from 'shared-ui/kit/Button';
import { OfficeRefusedError } from '../../office/officeApi';
import { useOfficeSession } from '../../office/officeSessionStore';
import { resendReceipt } from './paymentsApi';

export function ResendReceiptButton({ payment, onSent }: { payment: OfficePayment; onSent: (payment: OfficePayment) => void }) {
  const refused = useOfficeSession((state) => state.refused);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    // A ref, not the state: a second press before the re-render still sees the first.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      onSent(await resendReceipt(payment.transactionId));
    } catch (error) {
      if (error instanceof OfficeRefusedError) {
        refused(error.refusal);
        setProblem('Not sent: the office refused your session.');
      } else {
        console.error('could not send the receipt again', error);
        setProblem('Not sent: the office could not be reached. Try again.');
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void send()} aria-busy={busy || undefined}>
        {busy ? 'Sending…' : 'Send receipt again'}
      </Button>
      {problem && <p role="alert">{problem}</p>}
    </>
  );
}
