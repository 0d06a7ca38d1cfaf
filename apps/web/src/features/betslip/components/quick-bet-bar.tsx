'use client';
// Quick bet at the head of the slip: a switch, the stake and its approval, and what happened last.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import dynamic from 'next/dynamic';
import { useAlerts } from '@/lib/alerts';
import { loadQuickBetPlacement } from '@/features/betslip/stores/quick-bet-loader';
import { useQuickBet } from '@/features/betslip/stores/quick-bet-store';
import { limitText } from '@/features/betslip/utils/limit-text';
import { whenIdle } from '@/lib/idle';
import { useSettings } from '@/lib/settings-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { currencyInfo } from '@/lib/currency-info';
import styles from './betslip.module.css';

// The stake and its approval load once quick bet is switched on: most players never do, and the
// switch alone is on every page.
const QuickBetBarBody = dynamic(
  () => import('./quick-bet-bar-body').then((m) => m.QuickBetBarBody),
  { ssr: false },
);

export function QuickBetBar({ locale }: { locale: string }) {
  const intl = useIntl();
  const id = useId();
  const { quick, lastPlaced, refusal, refusedBy, toggle, setCurrency, balanceChanged } =
    useQuickBet();
  const oddsFormat = useSettings((s) => s.oddsFormat);
  const player = usePlayer();
  const showAlert = useAlerts((s) => s.show);
  const account = activeAccount(player.accounts);
  const currency = account?.currency ?? quick.currency;
  const info = currencyInfo(currency);
  const money = (value: number) => formatMoney(minorUnits(value), info, locale);

  useEffect(() => {
    if (account) setCurrency(account.currency);
  }, [account, setCurrency]);
  // Switched on, the first tap places at once: its rules load while the page is idle.
  useEffect(() => {
    if (quick.isEnabled) return whenIdle(() => void loadQuickBetPlacement());
  }, [quick.isEnabled]);
  // A balance at or below the stake withdraws the approval (spec).
  useEffect(() => {
    if (account) balanceChanged(minorUnits(account.balance));
  }, [account, balanceChanged]);
  useEffect(() => {
    if (quick.state === 'SUCCESS' && lastPlaced) {
      showAlert({
        kind: 'success',
        title: intl.formatMessage({ id: 'quickbet.placed' }),
        description: intl.formatMessage(
          { id: 'quickbet.placed-detail' },
          {
            stake: money(quick.stake),
            outcome: lastPlaced.outcomeName,
            odds: lastPlaced.odds.toFixed(2),
          },
        ),
      });
    }
    if (quick.state === 'ERROR' && quick.error) {
      // The API's per-bet reason ("A market is suspended right now.") says more than the title.
      const title = intl.formatMessage(
        { id: quick.error },
        { limit: refusedBy ? limitText(refusedBy, money, oddsFormat) : '' },
      );
      showAlert({
        kind: 'error',
        title,
        ...(refusal && refusal !== title ? { description: refusal } : {}),
      });
    }
    // Announce each outcome once, when the state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quick.state]);

  return (
    <div className={styles.quickBet}>
      <div className={styles.quickBetHead}>
        <span id={`${id}-label`}>{intl.formatMessage({ id: 'quickbet.title' })}</span>
        <button
          type="button"
          role="switch"
          aria-checked={quick.isEnabled}
          aria-labelledby={`${id}-label`}
          className={styles.switch}
          onClick={toggle}
        >
          <span aria-hidden="true" />
        </button>
      </div>
      {quick.isEnabled ? <QuickBetBarBody locale={locale} currency={currency} /> : null}
    </div>
  );
}
