// Back and Next as the buttons of a form (#42): before the page's scripts run, or without
// them, the browser asks for the step's own address (?step=N#guide-step, which the server
// draws, landing at the step's heading);
// with them, the page moves itself (useGuideStep), so Back and the browser's back button
// walk the same history and two quick presses move two steps.
import type { FormEvent } from 'react';
import { Button, type ButtonVariant } from 'shared-ui/kit/Button';
import { STEP_PARAM } from './useGuideStep';
import { STEP_ANCHOR } from './useScrollToStep';
import styles from './StepMoves.module.css';

const MOVE = 'data-step-move';

interface StepMovesProps {
  step: number;
  back: () => void;
  /** Without it, Back alone (the guide's last step). */
  next?: () => void;
  /** At step 0 Back is invisible, but keeps its place so Next does not move. */
  hideBack?: boolean;
  backVariant?: ButtonVariant;
  /** The form's layout; without one it lays out as if its buttons sat in the form's parent. */
  className?: string;
}

export function StepMoves({ step, back, next, hideBack = false, backVariant = 'secondary', className = styles.contents }: StepMovesProps) {
  const move = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute(MOVE) === 'back') back();
    else next?.();
  };
  return (
    <form method="get" action={`#${STEP_ANCHOR}`} className={className} onSubmit={move}>
      {/* Invisible at step 0 (out of the tab order and the accessibility tree); its handler
          still guards step 0 with the spec's alert. */}
      <Button
        type="submit"
        name={STEP_PARAM}
        value={Math.max(step - 1, 0)}
        {...{ [MOVE]: 'back' }}
        variant={backVariant}
        style={hideBack ? { visibility: 'hidden' } : undefined}
      >
        Back
      </Button>
      {next && (
        <Button type="submit" name={STEP_PARAM} value={step + 1} {...{ [MOVE]: 'next' }}>
          Next
        </Button>
      )}
    </form>
  );
}
