'use client';
// One selection on the slip: what it is, its price (flagged when changed), suspended or unavailable.
import { formatOdds, type Selection } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { outcomeLabel, selectionNames } from '@/features/betslip/utils/selection';
import { useMarketNames } from '@/lib/i18n/market-names';
import { useSettings } from '@/lib/settings-store';
import styles from './betslip.module.css';

export function SlipSelection({
  selection,
  onRemove,
  disabled,
}: {
  selection: Selection;
  onRemove: () => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const format = useSettings((s) => s.oddsFormat);
  const named = selectionNames(useMarketNames(), selection);
  const direction =
    selection.odds > selection.acceptedOdds
      ? 'up'
      : selection.odds < selection.acceptedOdds
        ? 'down'
        : undefined;
  const match = selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA;
  // 1 and 2 are the home and away sides, X the draw: the slip names them.
  const outcome = outcomeLabel(
    named.outcome,
    selection.nameA,
    selection.nameB,
    intl.formatMessage({ id: 'betslip.draw' }),
  );
  const state = selection.isNotAvailable
    ? 'sb.ticket.not-available.label'
    : selection.isSuspended
      ? 'sb.ticket.suspended.label'
      : null;
  return (
    <li
      className={styles.selection}
      data-state={state ? 'closed' : selection.isChanged ? 'changed' : undefined}
    >
      <div className={styles.selectionText}>
        <span className={styles.outcome}>{outcome}</span>
        <span className={styles.market}>{named.market}</span>
        <span className={styles.match}>{match}</span>
      </div>
      <div className={styles.selectionSide}>
        {state ? (
          <span className={styles.badge}>{intl.formatMessage({ id: state })}</span>
        ) : (
          <span
            className={styles.price}
            data-direction={selection.isChanged ? direction : undefined}
          >
            {selection.isChanged ? (
              <s className={styles.was} aria-label={intl.formatMessage({ id: 'betslip.odds-was' })}>
                {formatOdds(selection.acceptedOdds, format)}
              </s>
            ) : null}
            <span data-testid="selection-odds">{formatOdds(selection.odds, format)}</span>
          </span>
        )}
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          disabled={disabled}
          aria-label={intl.formatMessage(
            { id: 'betslip.remove' },
            { selection: `${outcome}, ${match}` },
          )}
        >
          ×
        </button>
      </div>
    </li>
  );
}
