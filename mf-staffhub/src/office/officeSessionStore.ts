// Who is signed in to the office in this tab, as the worker last said, and whether it
// has since refused them. Kept in memory only: the session itself is the worker's
// HttpOnly cookie, and a reload asks the worker again (GET /office/session).
import { create } from 'zustand';
import type { OfficeSession } from 'contract/schemas/office';
import type { Refusal } from './officeApi';

interface OfficeSessionState {
  session: OfficeSession | null;
  /** Set when the worker refused a request of this session: the frame says so. */
  refusal: Refusal | null;
  signedIn: (session: OfficeSession) => void;
  refused: (refusal: Refusal) => void;
  signedOut: () => void;
}

export const useOfficeSession = create<OfficeSessionState>((set) => ({
  session: null,
  refusal: null,
  signedIn: (session) => set({ session, refusal: null }),
  refused: (refusal) => set({ refusal }),
  signedOut: () => set({ session: null, refusal: null }),
}));
