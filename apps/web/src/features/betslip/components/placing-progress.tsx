'use client';
// PROCESSING: the placement's progress, counting down the live bet delay when live selections wait.
import { placementLiveDelayMs, type BetSlipBet } from '@sportsbook/domain';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import styles from './betslip.module.css';

export function PlacingProgress({ bets }: { bets: BetSlipBet[] }) {
  const intl = useIntl();
  const system = useSystem();
  const delayMs = placementLiveDelayMs(bets, system.data?.live_bet_delay_ms ?? {});
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [delayMs]);
  const leftMs = Math.max(0, delayMs - (now - startedAt));
  const seconds = Math.ceil(leftMs / 1000);
  return (
    <div className={styles.placing}>
      <p role="status">
        {delayMs > 0 && leftMs > 0
          ? intl.formatMessage({ id: 'betslip.live-delay' }, { seconds })
          : intl.formatMessage({ id: 'betslip.placing' })}
      </p>
      <progress
        className={styles.placingBar}
        aria-label={intl.formatMessage({ id: 'betslip.placing' })}
        {...(delayMs > 0 ? { max: delayMs, value: delayMs - leftMs } : {})}
      />
    </div>
  );
}
