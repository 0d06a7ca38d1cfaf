'use client';
// One price: shows it in the chosen format, flashes on change, says what it selects.
import { formatOdds, oddsFromDecimal } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { useLiveOutcome } from '@/lib/live/hooks';
import type { LiveOutcome } from '@/lib/live/live-catalogue';
import { useSettings } from '@/lib/settings-store';
import styles from './odds-button.module.css';

export interface OddsButtonProps {
  outcomeKey: string;
  initial: LiveOutcome;
  /** What the price is for, e.g. "Arsenal to win" or "Over 2.5". */
  selection: string;
  /** Short label shown above the price ("1", "X", "Over 2.5"). */
  label?: string;
  selected?: boolean;
  onToggle?: () => void;
}

export function OddsButton({
  outcomeKey,
  initial,
  selection,
  label,
  selected = false,
  onToggle,
}: OddsButtonProps) {
  const intl = useIntl();
  const format = useSettings((s) => s.oddsFormat);
  const live = useLiveOutcome(outcomeKey, initial);
  const suspended = live.marketStatus !== 1 || !live.active;
  const shown = formatOdds(oddsFromDecimal(live.odds), format);
  // The accessible name is the content: a hidden phrase saying what the button selects, then the
  // visible label and price, so what is read matches what is seen.
  const context = suspended
    ? intl.formatMessage({ id: 'odds.button.suspended' }, { selection })
    : intl.formatMessage({ id: 'odds.button.label' }, { selection });
  return (
    <button
      type="button"
      className={styles.button}
      data-selected={selected || undefined}
      data-direction={suspended ? undefined : (live.direction ?? undefined)}
      data-suspended={suspended || undefined}
      aria-pressed={selected}
      disabled={suspended}
      onClick={onToggle}
    >
      {label && !suspended ? <span className={styles.label}>{label}</span> : null}
      <span className="visually-hidden"> {context} </span>
      <span className={styles.price} key={live.version}>
        {suspended ? <Icon set="general" name="lock" size={14} /> : shown}
      </span>
    </button>
  );
}
