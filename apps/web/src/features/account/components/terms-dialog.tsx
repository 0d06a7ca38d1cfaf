'use client';
// The terms-and-conditions checker's dialog: read the new version, accept it or leave it for now.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '@/components/ui/local-link';
import { useAlerts } from '@/lib/alerts';
import { reportFailure } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/locales';
import { acceptTerms } from '../api/terms';
import { AuthDialog, AuthDialogTitle } from './auth-dialog';
import styles from './auth-form.module.css';

export default function TermsDialog({
  locale,
  version,
  onClose,
}: {
  locale: Locale;
  version: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const showAlert = useAlerts((s) => s.show);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await acceptTerms(version);
      onClose();
      showAlert({ kind: 'success', title: intl.formatMessage({ id: 'terms.checker.accepted' }) });
    } catch (failure) {
      reportFailure(failure, true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthDialog closable onClose={onClose}>
      <AuthDialogTitle>{intl.formatMessage({ id: 'terms.checker.title' })}</AuthDialogTitle>
      <div className={styles.form}>
        <p className={styles.lead}>
          {intl.formatMessage({ id: 'terms.checker.body' }, { version })}
        </p>
        <p>
          <LocalLink href="/terms-and-conditions" locale={locale} target="_blank">
            {intl.formatMessage({ id: 'terms.checker.read' })}
            <span className="visually-hidden">
              {` ${intl.formatMessage({ id: 'help-center.external' })}`}
            </span>
          </LocalLink>
        </p>
        <button
          type="button"
          className={styles.submit}
          data-autofocus
          disabled={busy}
          onClick={() => void accept()}
        >
          {intl.formatMessage({ id: 'terms.checker.accept' })}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {intl.formatMessage({ id: 'terms.checker.later' })}
        </button>
      </div>
    </AuthDialog>
  );
}
