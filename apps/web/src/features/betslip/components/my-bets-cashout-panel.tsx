'use client';
// A bet's cash out in My bets: the offer, its confirmation, the cash-out in progress with the live
// delay counted down (never clickable twice), and how it ended.
import type { ServerBetBody } from '@sportsbook/contracts';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CashoutState, useCashout } from './my-bets-cashout';
import slip from './betslip.module.css';
import styles from './my-bets.module.css';

type Cashout = ReturnType<typeof useCashout>;

function CashoutProgress({
  state,
  label,
}: {
  state: Extract<CashoutState, { phase: 'progress' }>;
  label: string;
}) {
  const intl = useIntl();
  const { delayMs, startedAt } = state;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [delayMs]);
  const leftMs = Math.max(0, delayMs - (now - startedAt));
  return (
    <div className={styles.cashoutProgress}>
      <button type="button" className={slip.primaryButton} disabled aria-busy="true">
        {label}
      </button>
      <p role="status">
        {leftMs > 0
          ? intl.formatMessage(
              { id: 'mybets.cashout-delay' },
              { seconds: Math.ceil(leftMs / 1000) },
            )
          : intl.formatMessage({ id: 'mybets.cashout-waiting' })}
      </p>
      <progress
        className={styles.cashoutBar}
        aria-label={label}
        {...(delayMs > 0 ? { max: delayMs, value: delayMs - leftMs } : {})}
      />
    </div>
  );
}

export function CashoutPanel({
  bet,
  cashout,
  money,
}: {
  bet: ServerBetBody;
  cashout: Cashout;
  money: (value: number) => string;
}) {
  const intl = useIntl();
  const state = cashout.stateOf(bet.id);
  if (state?.phase === 'progress') {
    return (
      <CashoutProgress
        state={state}
        label={intl.formatMessage(
          { id: 'mybets.cashout-progress' },
          { amount: money(state.amount) },
        )}
      />
    );
  }
  if (state?.phase === 'done') {
    return (
      <p className={styles.cashoutDone}>
        {intl.formatMessage({ id: 'mybets.cashout-done' }, { amount: money(state.amount) })}
      </p>
    );
  }
  // A cash-out this screen did not start (another tab, or before a reload) is still shown as such.
  if (!state && bet.status === 'cashout_in_progress') {
    return (
      <p className={styles.cashoutWaiting} role="status">
        {intl.formatMessage({ id: 'mybets.cashout-waiting' })}
      </p>
    );
  }
  const offer = bet.to_cashout;
  const outcome =
    state?.phase === 'changed' ? (
      <p className={slip.error} role="alert">
        {intl.formatMessage({ id: 'mybets.cashout-new-offer' }, { amount: money(state.offer) })}
      </p>
    ) : state?.phase === 'refused' ? (
      <p className={slip.error} role="alert">
        {intl.formatMessage({ id: state.messageId })}
      </p>
    ) : null;
  if (!offer) return outcome;
  if (state?.phase === 'confirming') {
    return (
      <div
        className={slip.confirm}
        role="group"
        aria-label={intl.formatMessage({ id: 'mybets.cashout-confirm' })}
      >
        <button
          type="button"
          className={slip.primaryButton}
          onClick={() => cashout.confirm(bet, offer)}
        >
          {intl.formatMessage({ id: 'mybets.cashout-confirm-button' }, { amount: money(offer) })}
        </button>
        <button
          type="button"
          className={slip.secondaryButton}
          onClick={() => cashout.cancel(bet.id)}
        >
          {intl.formatMessage({ id: 'mybets.cashout-cancel' })}
        </button>
      </div>
    );
  }
  return (
    <>
      {outcome}
      <button type="button" className={slip.secondaryButton} onClick={() => cashout.ask(bet.id)}>
        {intl.formatMessage({ id: 'mybets.cashout' }, { amount: money(offer) })}
      </button>
    </>
  );
}
