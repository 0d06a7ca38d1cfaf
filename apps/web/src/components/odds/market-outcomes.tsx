'use client';
// The price buttons of one market, each naming its selection for screen readers.
import type { Market } from '@sportsbook/contracts';
import { useIntl } from 'react-intl';
import { useMarketNames } from '@/lib/i18n/market-names';
import { liveCatalogue, liveOutcomeOf, outcomeKey } from '@/lib/live/live-catalogue';
import { OddsButton, type OddsButtonProps } from './odds-button';
import { useOnSlip, usePriceSlip, type SelectionMatch } from './price-slip';
import styles from './market-outcomes.module.css';

/** A price button that shows whether its outcome is on the slip. */
function SlipOddsButton({ selectionId, ...props }: OddsButtonProps & { selectionId: string }) {
  return <OddsButton {...props} selected={useOnSlip(selectionId)} />;
}

export function MarketOutcomes({
  match,
  market,
  competitors,
  showLabels = true,
  compact = false,
}: {
  match: SelectionMatch;
  market: Market;
  competitors: string[];
  showLabels?: boolean;
  /** Short labels for a narrow column. */
  compact?: boolean;
}) {
  const intl = useIntl();
  const slip = usePriceSlip();
  const names = useMarketNames();
  // 1 and 2 are the home and away sides, X the draw; other outcomes carry their own names.
  const [home, away] = competitors;
  const marketName = names.market(market, match.tournament.sport.key, {
    home: home ?? '1',
    away: away ?? '2',
  });
  const sideOf = (name: string) => (name === '1' ? home : name === '2' ? away : name);
  const selectionName = (outcome: Market['outcomes'][number]) => {
    const name = outcome.name;
    const side = sideOf(name);
    if (side && competitors.includes(side)) {
      return intl.formatMessage({ id: 'odds.selection.win' }, { name: side, market: marketName });
    }
    if (name === 'X')
      return intl.formatMessage({ id: 'odds.selection.draw' }, { market: marketName });
    return `${marketName}: ${names.outcome(market, outcome)}`;
  };
  const count = market.outcomes.length;
  return (
    <div
      className={styles.outcomes}
      // Up to three prices share a line; more (an outright's field, correct scores) fill lines.
      style={count <= 3 ? { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } : undefined}
    >
      {market.outcomes.map((outcome) => (
        <SlipOddsButton
          key={outcome.id}
          outcomeKey={outcomeKey(market.match_id, market.id, market.specifier, outcome.id)}
          initial={liveOutcomeOf(market, outcome)}
          selection={selectionName(outcome)}
          {...(showLabels ? { label: names.outcome(market, outcome, compact) } : {})}
          selectionId={`${match.id}:${market.id}:${market.specifier}:${outcome.id}`}
          onToggle={() => {
            // The price the button shows: the store's, which may have moved since the render.
            const now = liveCatalogue.asItStands(market, outcome);
            slip.pick(match, now.market, now.outcome, now.odds);
          }}
        />
      ))}
    </div>
  );
}
