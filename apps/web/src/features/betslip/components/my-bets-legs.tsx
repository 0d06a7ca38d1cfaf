'use client';
// The legs of a bet in My bets: outcome, market and match, kick-off in the player's time zone,
// the live score while the match is played, and each leg's state as an icon and a word.
import type { ServerBetBody } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { outcomeLabel } from '@/features/betslip/utils/selection';
import { useMarketNames } from '@/lib/i18n/market-names';
import { liveCatalogue, type LiveMatchState } from '@/lib/live/live-catalogue';
import styles from './my-bets.module.css';
import { clockOf } from '@/lib/i18n/clock';

type Leg = ServerBetBody['selections'][number];

/** A leg's state as the player reads it; an open leg of a cashed-out bet was cashed out. */
export type LegState = 'open' | 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose' | 'cashed_out';

const ICONS: Record<LegState, string> = {
  open: '◷',
  win: '✓',
  lose: '✕',
  refund: '⊘',
  half_win: '◑',
  half_lose: '◐',
  cashed_out: '¤',
};

function legState(bet: ServerBetBody, leg: Leg): LegState {
  if (leg.status === 'open') return bet.status === 'cashed_out' ? 'cashed_out' : 'open';
  return leg.status in ICONS ? (leg.status as LegState) : 'open';
}

/** The match as the live store holds it (read only); undefined when the page has no news of it. */
function useLiveMatchState(matchId: number): LiveMatchState | undefined {
  const key = String(matchId);
  const subscribe = useCallback(
    (listener: () => void) => liveCatalogue.matches.subscribe(key, listener),
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => liveCatalogue.matches.get(key),
    () => undefined,
  );
}

function LiveScore({ matchId }: { matchId: number }) {
  const intl = useIntl();
  const live = useLiveMatchState(matchId);
  const score = live?.status === MATCH_STATUS.live ? live.statistics.total_score : null;
  if (!score) return null;
  return (
    <span className={styles.liveScore}>
      {intl.formatMessage(
        { id: 'mybets.live-score' },
        { home: String(score.home), away: String(score.away) },
      )}
    </span>
  );
}

function Kickoff({ start }: { start: string }) {
  const intl = useIntl();
  const date = new Date(start);
  return (
    <time dateTime={start} className={styles.kickoff}>
      {intl.formatMessage(
        { id: 'mybets.kickoff' },
        {
          time: intl.formatDate(date, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
            ...clockOf(intl.locale),
          }),
        },
      )}
    </time>
  );
}

export function BetLegs({ bet }: { bet: ServerBetBody }) {
  const intl = useIntl();
  const names = useMarketNames();
  return (
    <ul className={styles.legs} aria-label={intl.formatMessage({ id: 'mybets.legs' })}>
      {bet.selections.map((leg) => {
        const [home = '', away = ''] = leg.match.name.split(' vs ');
        const state = legState(bet, leg);
        const market = { id: leg.market.id, specifier: leg.specifier };
        return (
          <li key={leg.id} className={styles.leg}>
            <span className={styles.legName}>
              <strong>
                {outcomeLabel(
                  names.outcome(market, leg.outcome),
                  home,
                  away,
                  intl.formatMessage({ id: 'betslip.draw' }),
                )}
              </strong>{' '}
              · {names.market({ ...market, name: leg.market.name }, undefined, { home, away })} ·{' '}
              {/* The stored name joins the sides in English: the page's language joins them. */}
              {away ? intl.formatMessage({ id: 'match.vs' }, { home, away }) : leg.match.name}
            </span>
            <span className={styles.legMeta}>
              <Kickoff start={leg.match.start_time} />
              {state === 'open' ? <LiveScore matchId={leg.match.id} /> : null}
            </span>
            <span className={styles.legResult}>
              <span className={styles.legState} data-state={state}>
                <span aria-hidden="true">{ICONS[state]}</span>{' '}
                {intl.formatMessage({ id: `mybets.selection.${state}` })}
              </span>
              <span className={styles.legOdds}>{leg.odds.toFixed(2)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
