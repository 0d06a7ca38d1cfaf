'use client';
// The modal every account form opens in: a native <dialog> shown with showModal(), so focus stays
// inside and the page behind is inert. Escape and the close button close it unless the dialog
// must be finished first; focus goes back to where it was when the dialog opened.
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './auth-dialog.module.css';

const TitleId = createContext('');

/** The dialog's title; the dialog is named by it (aria-labelledby). */
export function AuthDialogTitle({ children }: { children: ReactNode }) {
  const id = useContext(TitleId);
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  );
}

interface Props {
  /** False for the missed-fields dialog: no close button, Escape does nothing. */
  closable: boolean;
  onClose(): void;
  children: ReactNode;
}

export function AuthDialog({ closable, onClose, children }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control; a form asks for its first field instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const body = document.body;
    body.dataset.scroll = 'hidden';
    return () => {
      body.dataset.scroll = window.scrollY > 0 ? 'scrolled' : 'top';
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Chrome closes a dialog on a second Escape even when cancel is prevented; stop the key.
        if (event.key === 'Escape' && !closable) event.preventDefault();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
      onClose={() => {
        // Closed by the browser itself: a dialog that must be finished comes straight back.
        if (closable) onClose();
        else ref.current?.showModal();
      }}
    >
      <TitleId value={titleId}>
        <div className={styles.body}>{children}</div>
      </TitleId>
      {closable ? (
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'auth.close' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </dialog>
  );
}
