'use client';
// All markets of a match, filtered by market group and by a search on market and outcome names
// as the player reads them.
import type { Market, Match } from '@sportsbook/contracts';
import { MARKET_STATUS } from '@sportsbook/domain';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useMarketNames } from '@/lib/i18n/market-names';
import styles from './market-board.module.css';

export function MarketBoard({ match, markets }: { match: Match; markets: Market[] }) {
  const intl = useIntl();
  const names = useMarketNames();
  const sportKey = match.tournament.sport.key;
  const [group, setGroup] = useState<string>('all');
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () => [...new Set(markets.flatMap((market) => market.market_groups))],
    [markets],
  );
  const competitors = [match.competitors.home?.name ?? '', match.competitors.away?.name ?? ''];
  const teams = { home: competitors[0] ?? '', away: competitors[1] ?? '' };
  const needle = query.trim().toLocaleLowerCase();
  // A closed market (deactivated, settled, cancelled: a total already passed, say) is not offered;
  // a suspended one stays, locked, as it may reopen.
  const shown = markets.filter(
    (market) =>
      market.status >= MARKET_STATUS.suspended &&
      (group === 'all' || market.market_groups.includes(group)) &&
      (!needle ||
        names.market(market, sportKey, teams).toLocaleLowerCase().includes(needle) ||
        market.outcomes.some((outcome) =>
          names.outcome(market, outcome).toLocaleLowerCase().includes(needle),
        )),
  );
  return (
    <div className={styles.board}>
      <div className={styles.filters}>
        <div
          className={styles.groups}
          role="group"
          aria-label={intl.formatMessage({ id: 'match.tabs.markets' })}
        >
          {['all', ...groups].map((key) => (
            <button
              key={key}
              type="button"
              className={styles.chip}
              aria-pressed={group === key}
              onClick={() => setGroup(key)}
            >
              {key === 'all'
                ? intl.formatMessage({ id: 'match.markets.group.all' })
                : names.group(key)}
            </button>
          ))}
        </div>
        <input
          type="search"
          className={styles.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={intl.formatMessage({ id: 'match.markets.search' })}
          aria-label={intl.formatMessage({ id: 'match.markets.search' })}
        />
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'match.markets.empty' })}</p>
      ) : (
        shown.map((market) => (
          <section
            key={`${market.id}|${market.specifier}`}
            className={styles.market}
            // Out of view, a market is not laid out or painted, and its price moves wait until it
            // comes near (lib/live/rows-in-view.ts): a tick costs only the markets on screen.
            data-skippable=""
            aria-label={names.market(market, sportKey, teams)}
          >
            <h3 className={styles.name}>{names.market(market, sportKey, teams)}</h3>
            <MarketOutcomes match={match} market={market} competitors={competitors} />
          </section>
        ))
      )}
    </div>
  );
}
