'use client';
// Quick bet switched on: its stake, the approval per tap, the placing notice and what happened
// to the last quick bet. Loads on demand.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { loadQuickBetPlacement } from '@/features/betslip/stores/quick-bet-loader';
import { useQuickBet } from '@/features/betslip/stores/quick-bet-store';
import { limitText } from '@/features/betslip/utils/limit-text';
import { whenIdle } from '@/lib/idle';
import { useSettings } from '@/lib/settings-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { currencyInfo } from '@/lib/currency-info';
import { StakeInput } from './stake-input';
import styles from './betslip.module.css';

export function QuickBetBarBody({ locale }: { locale: string }) {
  const intl = useIntl();
  const { quick, lastPlaced, refusal, refusedBy, setStake, approve, setCurrency, balanceChanged } =
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
  useEffect(() => whenIdle(() => void loadQuickBetPlacement()), []);
  // A balance at or below the stake withdraws the approval (spec).
  useEffect(() => {
    if (account) balanceChanged(minorUnits(account.balance));
  }, [account, balanceChanged]);
  // An outcome is told once, when it happens: not again when quick bet is switched back on.
  const told = useRef(quick.state);
  useEffect(() => {
    if (told.current === quick.state) return;
    told.current = quick.state;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quick.state]);

  return (
    <div className={styles.quickBetBody}>
      <p className={styles.quickBetHint}>{intl.formatMessage({ id: 'quickbet.hint' })}</p>
      <StakeInput
        value={quick.stake}
        currency={currency}
        disabled={quick.state === 'PROCESSING'}
        label={intl.formatMessage({ id: 'quickbet.stake' })}
        onChange={setStake}
      />
      {quick.isApproved ? (
        <p className={styles.quickBetApproved} role="status">
          {intl.formatMessage({ id: 'quickbet.approved' }, { stake: money(quick.stake) })}
        </p>
      ) : (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={quick.stake <= 0}
          onClick={approve}
        >
          {intl.formatMessage({ id: 'quickbet.approve' }, { stake: money(quick.stake) })}
        </button>
      )}
      {quick.state === 'PROCESSING' ? (
        <p className={styles.quickBetHint} role="status" aria-busy="true">
          {intl.formatMessage({ id: 'betslip.placing' })}
        </p>
      ) : null}
    </div>
  );
}
