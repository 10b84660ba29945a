// A modal dialog on the native <dialog>: the page behind it is inert, Escape closes
// it, Tab and Shift+Tab cycle inside it, the page does not scroll under it, and focus
// returns to where it was when it closes.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useScrollLock } from 'shared-ui/kit/useScrollLock';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  closeLabel?: string;
  children: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ open, onClose, title, hideTitle, closeLabel = 'Close', children, className }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const returnFocusTo = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      element.close();
      returnFocusTo?.focus?.();
    };
  }, [open]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusables = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>
  );
}
