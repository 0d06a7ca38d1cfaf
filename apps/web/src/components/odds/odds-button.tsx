'use client';
// One price: shows it in the chosen format, flashes on change, says what it selects.
import { formatOdds, type OddsFormat, MARKET_STATUS } from '@sportsbook/domain';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { onOutcomeChange, useLiveOutcome } from '@/lib/live/hooks';
import { liveCatalogue, type LiveOutcome } from '@/lib/live/live-catalogue';
import { useSettings } from '@/lib/settings-store';
import { flashPrice } from '@/lib/live/price-flash';
import { writeWhenSeen } from '@/lib/live/rows-in-view';
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

const isSuspended = (outcome: LiveOutcome) =>
  outcome.marketStatus !== MARKET_STATUS.allowed || !outcome.active;
/** Only a price closing or reopening changes what the button renders. */
const suspensionChanged = (before: LiveOutcome, after: LiveOutcome) =>
  isSuspended(before) !== isSuspended(after);
const priceText = (outcome: LiveOutcome, format: OddsFormat) => formatOdds(outcome.odds, format);

/**
 * What writes a moved price straight to the button: with a thousand prices on screen and a
 * hundred moving at once, React re-rendering each would cost more than the frame. It writes the
 * price as the store holds it when it runs, so one writer serves every move (a tick allocates
 * nothing per price for it); a price in a row out of view is written when the row comes back,
 * without the flash.
 */
function priceWriter(price: HTMLElement, key: string, format: OddsFormat) {
  return (now: boolean) => {
    const outcome = liveCatalogue.outcomes.get(key);
    if (!outcome || isSuspended(outcome)) return;
    const text = price.firstChild;
    if (text?.nodeType === Node.TEXT_NODE) text.nodeValue = priceText(outcome, format);
    if (now && outcome.direction) flashPrice(price, outcome.direction);
  };
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
  const live = useLiveOutcome(outcomeKey, initial, suspensionChanged);
  const suspended = isSuspended(live);
  const priceRef = useRef<HTMLSpanElement>(null);
  // Prices written straight to the page are redrawn from the server's data after a reload that
  // dropped what the store kept: the price's element is made anew for each generation.
  const generation = liveCatalogue.generation;
  useEffect(() => {
    const price = priceRef.current;
    if (suspended || !price) return;
    const write = priceWriter(price, outcomeKey, format);
    return onOutcomeChange(outcomeKey, (outcome) => {
      if (!isSuspended(outcome)) writeWhenSeen(price, write);
    });
  }, [outcomeKey, suspended, format, generation]);
  // The accessible name is the content: a hidden phrase saying what the button selects, then the
  // visible label and price, so what is read matches what is seen.
  const context = suspended
    ? intl.formatMessage({ id: 'odds.button.suspended' }, { selection })
    : intl.formatMessage({ id: 'odds.button.label' }, { selection });
  return (
    <button
      type="button"
      className={styles.button}
      // Marks a price for the slip's warm-up: pointing at one starts loading the slip's code.
      data-price=""
      data-selected={selected || undefined}
      data-suspended={suspended || undefined}
      aria-pressed={selected}
      disabled={suspended}
      onClick={onToggle}
    >
      {label && !suspended ? <span className={styles.label}>{label}</span> : null}
      <span className="visually-hidden"> {context} </span>
      <span key={generation} className={styles.price} ref={priceRef}>
        {suspended ? <Icon set="general" name="lock" size={14} /> : priceText(live, format)}
      </span>
    </button>
  );
}
