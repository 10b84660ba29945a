// A modal dialog the browser opens and closes itself, from the first paint, with or
// without scripts: a button with `{...opensDialog(id)}` opens it (invoker commands), its
// close button, Escape or a tap outside it close it, the page behind it is inert and does
// not scroll, and focus goes back to the button. Modal.tsx is for dialogs a page's code
// opens; this one needs none.
import type { ReactNode, Ref } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './Modal.module.css';

/** The attributes of a button that opens the dialog `id`. */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal' }) as const;

export interface CommandDialogProps {
  id: string;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  /** For a page with scripts that closes it itself (after a link moved the page without loading another). */
  dialogRef?: Ref<HTMLDialogElement>;
}

export function CommandDialog({ id, title, closeLabel, children, className, dialogRef }: CommandDialogProps) {
  const titleId = `${id}-title`;
  return (
    <dialog id={id} ref={dialogRef} className={cx(styles.dialog, className)} aria-labelledby={titleId} closedby="any">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} commandfor={id} command="close">
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>
  );
}
