// Marks a follow-up handled, with a note; the worker records who (the session's person)
// and when, and answers the follow-up as it now stands.
import { useState, type FormEvent } from 'react';
import type { FollowUpDetail } from 'contract/schemas/office';
import { Button } from 'shared-ui/kit/Button';
import { TextField } from 'shared-ui/kit/TextField';
import { OfficeRefusedError } from '../../office/officeApi';
import { useOfficeSession } from '../../office/officeSessionStore';
import { markHandled } from './followUpsApi';

const NOTE_MAX = 2000;

export function MarkHandledForm({ form, caseId, onHandled }: { form: string; caseId: string; onHandled: (detail: FollowUpDetail) => void }) {
  const refused = useOfficeSession((state) => state.refused);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [tooLong, setTooLong] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTooLong(note.trim().length > NOTE_MAX);
    if (note.trim().length > NOTE_MAX) return;
    setBusy(true);
    setProblem(null);
    try {
      onHandled(await markHandled(form, caseId, note.trim()));
    } catch (error) {
      if (error instanceof OfficeRefusedError) {
        refused(error.refusal);
        setProblem('Not marked handled: the office refused your session.');
      } else {
        console.error('could not mark the follow-up handled', error);
        setProblem('Not marked handled: the office could not be reached. Your note is kept; try again.');
      }
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField multiline name="handled-note" label="Note" hint="What was done, for whoever reads this next." rows={3} value={note} onChange={(event) => setNote(event.target.value)} error={tooLong ? `Keep the note to ${NOTE_MAX} characters.` : undefined} />
      {problem && <p role="alert">{problem}</p>}
      <Button type="submit" aria-busy={busy || undefined}>
        {busy ? 'Marking handled…' : 'Mark handled'}
      </Button>
    </form>
  );
}
