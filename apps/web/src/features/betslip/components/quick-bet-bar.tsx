'use client';
// Quick bet at the head of the slip: a switch; switched on, the stake, its approval and what
// happened last (quick-bet-bar-body.tsx).
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { lazyComponent } from '@/lib/lazy-component';
import { useQuickBet } from '@/features/betslip/stores/quick-bet-store';
import styles from './betslip.module.css';

// The stake, its approval and the outcome's notices load once quick bet is switched on: most
// players never do, and the switch alone is on every page.
const QuickBetBarBody = lazyComponent(() =>
  import('./quick-bet-bar-body').then((m) => m.QuickBetBarBody),
);

export function QuickBetBar({ locale }: { locale: string }) {
  const intl = useIntl();
  const id = useId();
  const enabled = useQuickBet((s) => s.quick.isEnabled);
  const toggle = useQuickBet((s) => s.toggle);

  return (
    <div className={styles.quickBet}>
      <div className={styles.quickBetHead}>
        <span id={`${id}-label`}>{intl.formatMessage({ id: 'quickbet.title' })}</span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={`${id}-label`}
          className={styles.switch}
          onClick={toggle}
        >
          <span aria-hidden="true" />
        </button>
      </div>
      {enabled ? <QuickBetBarBody locale={locale} /> : null}
    </div>
  );
}
