'use client';
// Bet builder (#betBuilder): several outcomes of one match priced together by the API, with
// correlation, then added to the slip as one custom bet.
import type { Market, Match } from '@sportsbook/contracts';
import { formatOdds, oddsFromDecimal, type Selection } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OddsButton } from '@/components/odds/odds-button';
import { outcomeLabel, selectionFrom, useBetslipPanel, useTicket } from '@/features/betslip';
import { useMarketNames } from '@/lib/i18n/market-names';
import { liveOutcomeOf, outcomeKey } from '@/lib/live/live-catalogue';
import { useSettings } from '@/lib/settings-store';
import { priceCustomBet } from '@/lib/api/custom-bet-price';
import { getCustomMarkets } from '../api/custom-bet';
import styles from './market-board.module.css';
import { withQueryClient } from '@/components/providers/query-provider';

const marketKeyOf = (market: Market) => `${market.id}|${market.specifier}`;

function BetBuilderBody({ match }: { match: Match }) {
  const intl = useIntl();
  const format = useSettings((s) => s.oddsFormat);
  const dispatch = useTicket((s) => s.dispatch);
  const busy = useTicket((s) => s.ticket.inProgress);
  const showSlip = useBetslipPanel((s) => s.show);
  /** One outcome per market: two outcomes of one market cannot both happen. */
  const [picks, setPicks] = useState<Map<string, Selection>>(new Map());
  const markets = useQuery({
    queryKey: ['custom-markets', match.id],
    queryFn: ({ signal }) => getCustomMarkets(match.id, signal),
  });
  const legs = [...picks.values()];
  const price = useQuery({
    queryKey: ['custom-price', legs.map((s) => s.id)],
    queryFn: ({ signal }) => priceCustomBet(legs, signal),
    enabled: legs.length >= 2,
  });

  const home = match.competitors.home?.name ?? '';
  const away = match.competitors.away?.name ?? '';
  const draw = intl.formatMessage({ id: 'betslip.draw' });
  const names = useMarketNames();
  const sportKey = match.tournament.sport.key;
  const teams = { home, away };
  const buildable = (markets.data?.data ?? []).filter((m) => m.custom_bet_groups.length > 0);

  const toggle = (market: Market, outcome: Market['outcomes'][number]) => {
    const next = new Map(picks);
    const key = marketKeyOf(market);
    const selection = selectionFrom(match, market, outcome);
    if (next.get(key)?.id === selection.id) next.delete(key);
    else next.set(key, selection);
    setPicks(next);
  };

  const add = async () => {
    if (!price.data?.available) return;
    const odds = oddsFromDecimal(price.data.odds);
    for (const selection of legs) await dispatch({ type: 'add_custom_selection', selection });
    const bets = useTicket.getState().ticket.bets;
    const index = bets.findIndex(
      (bet) => bet.betType === 'custom' && bet.selections[0]?.matchId === match.id,
    );
    if (index >= 0) await dispatch({ type: 'set_custom_odds', betIndex: index, odds });
    setPicks(new Map());
    showSlip('slip');
  };

  if (markets.isPending)
    return <p className={styles.empty}>{intl.formatMessage({ id: 'builder.loading' })}</p>;
  if (markets.isError || buildable.length === 0)
    return <p className={styles.empty}>{intl.formatMessage({ id: 'builder.unavailable' })}</p>;

  return (
    <div className={styles.board}>
      <p className={styles.builderIntro}>{intl.formatMessage({ id: 'builder.intro' })}</p>
      {buildable.map((market) => (
        <section
          key={marketKeyOf(market)}
          className={styles.market}
          aria-label={names.market(market, sportKey, teams)}
        >
          <h3 className={styles.name}>{names.market(market, sportKey, teams)}</h3>
          <div
            className={styles.builderOutcomes}
            style={{ gridTemplateColumns: `repeat(${market.outcomes.length}, minmax(0, 1fr))` }}
          >
            {market.outcomes.map((outcome) => {
              const name = outcomeLabel(names.outcome(market, outcome), home, away, draw);
              return (
                <OddsButton
                  key={outcome.id}
                  outcomeKey={outcomeKey(market.match_id, market.id, market.specifier, outcome.id)}
                  initial={liveOutcomeOf(market, outcome)}
                  selection={intl.formatMessage(
                    { id: 'builder.leg' },
                    { outcome: name, market: names.market(market, sportKey, teams) },
                  )}
                  label={name}
                  selected={picks.get(marketKeyOf(market))?.outcomeId === outcome.id}
                  onToggle={() => toggle(market, outcome)}
                />
              );
            })}
          </div>
        </section>
      ))}
      <div className={styles.builderBar} aria-live="polite">
        <p>
          {legs.length < 2
            ? intl.formatMessage({ id: 'builder.pick-more' }, { count: legs.length })
            : price.isPending
              ? intl.formatMessage({ id: 'builder.pricing' })
              : price.data?.available
                ? intl.formatMessage(
                    { id: 'builder.price' },
                    {
                      count: legs.length,
                      odds: formatOdds(oddsFromDecimal(price.data.odds), format),
                    },
                  )
                : (price.data?.localized_message ??
                  intl.formatMessage({ id: 'builder.price-failed' }))}
        </p>
        <button
          type="button"
          className={styles.builderAdd}
          disabled={busy || legs.length < 2 || !price.data?.available}
          onClick={() => void add()}
        >
          {intl.formatMessage({ id: 'builder.add' })}
        </button>
      </div>
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const BetBuilder = withQueryClient(BetBuilderBody);
