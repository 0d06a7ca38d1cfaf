'use client';
// The deposit dialog (auth-modal "deposit"): an amount in the active account's currency paid
// through the demo cashier, answered success, pending or failed with the quick-deposit alerts.
// The platform's wallet deposit page stays one link away for other payment methods.
import type { CashierResult } from '@sportsbook/contracts';
import { isLimitMessageId, parseStake } from '@sportsbook/domain';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { ClientApiError, reportFailure } from '@/lib/api/client';
import { AmountEcho } from '@/components/ui/amount-echo';
import { DepositPageLink } from '@/components/ui/deposit-page-link';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { deposit } from '../api/deposit';
import { AuthDialog, AuthDialogTitle } from './auth-dialog';
import { amountRefusalId, currencyInfo, moneyIn } from '@/lib/currency-info';
import styles from './auth-form.module.css';

const ALERTS: Record<
  CashierResult,
  { kind: 'success' | 'info' | 'error'; title: string; description?: string }
> = {
  success: { kind: 'success', title: 'quick-deposit.notification.success' },
  pending: { kind: 'info', title: 'quick-deposit.notification.pending' },
  error: {
    kind: 'error',
    title: 'quick-deposit.notification.failed.title',
    description: 'quick-deposit.notification.failed.description',
  },
};

function DepositForm({
  currency,
  onDone,
  otherMethods,
}: {
  currency: string;
  onDone: () => void;
  /** Whether to link the wallet's deposit page (not on that page itself). */
  otherMethods: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const setBalance = usePlayer((s) => s.setBalance);
  const showAlert = useAlerts((s) => s.show);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = currencyInfo(currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseStake(text, info, intl.locale);
    if (!parsed.ok || parsed.value <= 0) {
      setError(intl.formatMessage({ id: amountRefusalId(parsed, 'quick-deposit.amount.invalid') }));
      return;
    }
    setBusy(true);
    try {
      const answer = await deposit(parsed.value, currency);
      setBalance(answer.balance.currency, answer.balance.balance);
      const alert = ALERTS[answer.result];
      setText('');
      setBusy(false);
      onDone();
      showAlert({
        kind: alert.kind,
        title: intl.formatMessage({ id: alert.title }),
        ...(alert.description
          ? { description: intl.formatMessage({ id: alert.description }) }
          : {}),
      });
    } catch (failure) {
      // A limit or an exclusion that refused the deposit is said in the dialog, by name.
      if (failure instanceof ClientApiError && isLimitMessageId(failure.messageId)) {
        setBusy(false);
        const left = failure.data?.remaining;
        // What is left is in the limit's own currency (a limit counts every currency).
        const limitCurrency =
          typeof failure.data?.currency === 'string' ? failure.data.currency : currency;
        setError(
          intl.formatMessage({ id: failure.messageId }) +
            (typeof left === 'number'
              ? ` ${
                  left > 0
                    ? intl.formatMessage(
                        { id: 'quick-deposit.limit-left' },
                        {
                          amount: moneyIn({ amount: left, currency: limitCurrency }, intl.locale),
                        },
                      )
                    : intl.formatMessage({ id: 'quick-deposit.limit-used-up' })
                }`
              : ''),
        );
        return;
      }
      onDone();
      reportFailure(failure, true);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-amount`}>
          {intl.formatMessage({ id: 'quick-deposit.amount' }, { currency })}
        </label>
        <input
          id={`${id}-amount`}
          className={styles.input}
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          required
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ''}${id}-echo`}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
        <AmountEcho id={`${id}-echo`} text={text} currency={currency} className={styles.hint} />
      </div>
      <button
        type="submit"
        className={styles.submit}
        disabled={busy}
        aria-disabled={busy || undefined}
      >
        {intl.formatMessage({ id: 'quick-deposit.submit' })}
      </button>
      {otherMethods ? (
        <p className={styles.footer}>
          <DepositPageLink onOpen={onDone}>
            {intl.formatMessage({ id: 'quick-deposit.other-methods' })}
          </DepositPageLink>
        </p>
      ) : null}
    </form>
  );
}

/** Shown while the auth-modal store names "deposit"; the shared account dialog frames it. */
export function DepositDialog() {
  const intl = useIntl();
  const open = useAuthModal((s) => s.current?.modal === 'deposit');
  const close = useAuthModal((s) => s.close);
  const currency = usePlayer((s) => activeAccount(s.accounts)?.currency);
  if (!open || !currency) return null;
  return (
    <AuthDialog closable onClose={close}>
      <AuthDialogTitle>{intl.formatMessage({ id: 'quick-deposit.title' })}</AuthDialogTitle>
      <DepositForm currency={currency} onDone={close} otherMethods />
    </AuthDialog>
  );
}

/**
 * The wallet's deposit page: the same form, for a signed-in player, whether or not the site offers
 * quick deposit. An external platform's page is linked instead when the site names one.
 */
export function DepositView() {
  const currency = usePlayer((s) => activeAccount(s.accounts)?.currency);
  if (!currency) return null;
  return (
    <div className={styles.pageCard}>
      <DepositForm currency={currency} onDone={() => undefined} otherMethods={false} />
    </div>
  );
}
