// The Pay Online wizard, /verify's island (#42): amount, card type and captcha, then Thank
// You while the worker makes the pending order, then checkout. Every timer is the wizard's
// own (useTimers), so leaving the page clears them all. The server draws its amount step;
// a Next pressed before this code is live waits for it (the form needs scripts: paying
// does), and the page says so beside it when the code cannot come (PaymentWizardPage).
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { Button } from 'shared-ui/kit/Button';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel } from 'shared-ui/kit/SidePanel';
import { Stepper } from 'shared-ui/kit/Stepper';
import { formatCents, readAmountInput } from 'contract/schemas/money';
import { payerDetailsSchema } from 'contract/schemas/payer';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { HOME_PATH, PATHS } from '../../paths';
import { resetPaymentState } from '../../common/paymentState';
import { AmountStep } from './AmountStep';
import { PayerFields } from './PayerFields';
import { payerErrorsOf } from './payerErrors';
import { CaptchaStep } from './CaptchaStep';
import { CardTypeStep } from './CardTypeStep';
import { removeHiddenChallengeFrames } from './captcha/removeHiddenChallengeFrames';
import { INVALID_AMOUNT_ALERT, OVER_LIMIT_ALERT, WIZARD_STEPS } from './messages';
import { ThankYouStep } from './ThankYouStep';
import { useSecureTransaction } from './useSecureTransaction';
import { initialWizardState, wizardReducer, type WizardStep } from './wizardState';
import { PaymentSummary } from './PaymentSummary';
import styles from './PaymentWizard.module.css';

export const CAPTCHA_FLAG_AFTER_MS = 500;
export const CAPTCHA_HIDE_AFTER_MS = 1000;
export const CHALLENGE_FRAME_REMOVAL_AFTER_MS = 5000;

const STEP_INDEX: Record<WizardStep, number> = { amount: 0, cardType: 1, captcha: 2, thankYou: 3 };

export function PaymentWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { schedule } = useTimers();
  const navigate = useNavigate();
  const securing = useSecureTransaction(schedule);
  // A step's heading takes focus only when the visitor moved to it, not on arrival.
  const focusOnMount = state.moved;

  const acceptAmount = (raw: string) => {
    const amount = readAmountInput(raw);
    if (amount.status === 'invalid') return window.alert(INVALID_AMOUNT_ALERT);
    if (amount.status === 'overLimit') {
      window.alert(OVER_LIMIT_ALERT);
      return navigate(HOME_PATH);
    }
    dispatch({ type: 'amountTyped', text: amount.text });
    const payer = payerDetailsSchema.safeParse(state.payer);
    if (!payer.success) return dispatch({ type: 'payerRefused', errors: payerErrorsOf(payer.error) });
    dispatch({ type: 'amountAccepted', cents: amount.cents });
  };

  // The timers below read the state as it is when they fire, not as it was when set.
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  });
  const { start } = securing;
  const onToken = useCallback(
    (token: string) => {
      dispatch({ type: 'captchaToken', token });
      schedule(() => {
        // The visitor went Back, or the token expired, in the meantime.
        const { step, captchaToken, amountCents, credit, payer } = current.current;
        if (step !== 'captcha' || captchaToken !== token || amountCents === null) return;
        dispatch({ type: 'captchaCompleted' });
        start({ amount: formatCents(amountCents), credit: credit === true, captchaToken: token, payer });
      }, CAPTCHA_FLAG_AFTER_MS);
      schedule(() => dispatch({ type: 'captchaHidden' }), CAPTCHA_HIDE_AFTER_MS);
      schedule(() => removeHiddenChallengeFrames(), CHALLENGE_FRAME_REMOVAL_AFTER_MS);
    },
    [schedule, start],
  );
  const onExpired = useCallback(() => dispatch({ type: 'captchaExpired' }), []);

  const startOver = () => {
    resetPaymentState();
    reloadPage();
  };

  const inCaptcha = state.step === 'captcha' || state.step === 'thankYou';
  return (
    <PageWithSide
      side={
        <SidePanel
          label="Your payment"
          summary={<PaymentSummary amountCents={state.amountCents} amountText={state.amountText} credit={state.credit} />}
        />
      }
    >
      <Stepper steps={WIZARD_STEPS} current={STEP_INDEX[state.step]} label="Payment steps" />
      <section className={styles.panel} aria-label="Payment">
        {state.step === 'amount' && (
          <AmountStep
            value={state.amountText}
            onChange={(text) => dispatch({ type: 'amountTyped', text })}
            payer={
              <PayerFields
                values={state.payer}
                errors={state.payerErrors}
                onChange={(field, text) => dispatch({ type: 'payerTyped', field, text })}
              />
            }
            onNext={acceptAmount}
            focusOnMount={focusOnMount}
          />
        )}
        {state.step === 'cardType' && state.amountCents !== null && (
          <CardTypeStep
            amountCents={state.amountCents}
            credit={state.credit}
            onNext={(choice) => dispatch({ type: 'cardTypeChosen', credit: choice })}
            onBack={() => dispatch({ type: 'back' })}
            focusOnMount={focusOnMount}
          />
        )}
        {inCaptcha && (
          <CaptchaStep
            key={state.captchaRound}
            round={state.captchaRound}
            hidden={state.captchaHidden}
            active={state.step === 'captcha'}
            onToken={onToken}
            onExpired={onExpired}
            onBack={() => dispatch({ type: 'back' })}
            focusOnMount={focusOnMount}
          />
        )}
        {state.step === 'thankYou' && (
          <ThankYouStep securing={securing.state} onRetry={() => dispatch({ type: 'securingFailed' })} />
        )}
      </section>
      <div className={styles.footer}>
        {/* From step 2 on: on step 1 there is nothing yet to start over (#33). */}
        {state.step !== 'amount' && (
          <Button variant="secondary" onClick={startOver}>
            Start Over
          </Button>
        )}
        <Link to={PATHS.help}>Trouble paying? Get help</Link>
      </div>
    </PageWithSide>
  );
}
