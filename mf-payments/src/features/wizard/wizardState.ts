// The payment wizard's state, as the spec names it: the amount (as typed, and in
// cents), the credit flag, and one flag per step (amount, card type, captcha); and
// the payer's optional details, which the spec does not have (#23). The surcharge
// follows from amount and flag (contract/schemas/money), and the worker's pending
// order fixes it for checkout.
import type { PayerDetailsInput } from 'contract/schemas/payer';

export type WizardStep = 'amount' | 'cardType' | 'captcha' | 'thankYou';

export type PayerField = keyof PayerDetailsInput;
export type PayerErrors = Partial<Record<PayerField, string>>;

export interface WizardState {
  step: WizardStep;
  /** What the visitor typed, kept when they come back to the step. */
  amountText: string;
  amountCents: number | null;
  /** The optional details of the amount step, as typed, and why any was refused. */
  payer: Required<PayerDetailsInput>;
  payerErrors: PayerErrors;
  credit: boolean | null;
  amountDone: boolean;
  cardTypeDone: boolean;
  captchaDone: boolean;
  captchaToken: string | null;
  /** Hidden 1 s after the token arrives. */
  captchaHidden: boolean;
  /** A new captcha widget for each attempt (tokens are good once). */
  captchaRound: number;
  /** The visitor has moved between steps (headings take focus from then on). */
  moved: boolean;
}

export type WizardAction =
  | { type: 'amountTyped'; text: string }
  | { type: 'payerTyped'; field: PayerField; text: string }
  | { type: 'payerRefused'; errors: PayerErrors }
  | { type: 'amountAccepted'; cents: number }
  | { type: 'cardTypeChosen'; credit: boolean }
  | { type: 'back' }
  | { type: 'captchaToken'; token: string }
  | { type: 'captchaCompleted' }
  | { type: 'captchaHidden' }
  | { type: 'captchaExpired' }
  | { type: 'securingFailed' };

export const initialWizardState: WizardState = {
  step: 'amount',
  amountText: '',
  amountCents: null,
  payer: { invoiceNumber: '', name: '', email: '' },
  payerErrors: {},
  credit: null,
  amountDone: false,
  cardTypeDone: false,
  captchaDone: false,
  captchaToken: null,
  captchaHidden: false,
  captchaRound: 0,
  moved: false,
};

const freshCaptcha = (state: WizardState): WizardState => ({
  ...state,
  captchaDone: false,
  captchaToken: null,
  captchaHidden: false,
  captchaRound: state.captchaRound + 1,
});

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const next = nextState(state, action);
  return next.step === state.step || next.moved ? next : { ...next, moved: true };
}

function nextState(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'amountTyped':
      return { ...state, amountText: action.text };
    case 'payerTyped':
      return { ...state, payer: { ...state.payer, [action.field]: action.text } };
    case 'payerRefused':
      return { ...state, payerErrors: action.errors };
    case 'amountAccepted':
      return { ...state, amountCents: action.cents, payerErrors: {}, amountDone: true, step: 'cardType' };
    case 'cardTypeChosen':
      return { ...state, credit: action.credit, cardTypeDone: true, step: 'captcha' };
    case 'back':
      if (state.step === 'cardType') return { ...state, amountDone: false, step: 'amount' };
      if (state.step === 'captcha') return { ...freshCaptcha(state), cardTypeDone: false, step: 'cardType' };
      return state;
    case 'captchaToken':
      return state.step === 'captcha' ? { ...state, captchaToken: action.token } : state;
    case 'captchaCompleted':
      return state.captchaToken ? { ...state, captchaDone: true, step: 'thankYou' } : state;
    case 'captchaHidden':
      return state.captchaDone ? { ...state, captchaHidden: true } : state;
    case 'captchaExpired':
      return state.step === 'captcha' ? { ...state, captchaToken: null } : state;
    case 'securingFailed':
      return { ...freshCaptcha(state), step: 'captcha' };
  }
}
