'use client';
// Quick bet switched on: its stake, the approval per tap and the placing notice. Loads on demand.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { useQuickBet } from '@/features/betslip/stores/quick-bet-store';
import { currencyInfo } from '@/lib/currency-info';
import { StakeInput } from './stake-input';
import styles from './betslip.module.css';

export function QuickBetBarBody({ locale, currency }: { locale: string; currency: string }) {
  const intl = useIntl();
  const { quick, setStake, approve } = useQuickBet();
  const money = (value: number) => formatMoney(minorUnits(value), currencyInfo(currency), locale);
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
