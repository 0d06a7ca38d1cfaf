'use client';
// My bets: the player's bets by status (open, settled, cashed out, all) and result, 500 to a
// page with "load more", each with its legs and its cash out at the offer on screen.
import type { ServerBetBody } from '@sportsbook/contracts';
import { RESULT_FILTERS } from '@sportsbook/contracts/constants';
import {
  currencyOf,
  FREEBET_TYPES,
  formatMoney,
  minorUnits,
  systemLineCount,
  stakeFromBonus,
  systemStakePerLine,
  type FreebetType,
} from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from '@/lib/session/player-store';
import { withQueryClient } from '@/components/providers/query-provider';
import { BET_VIEWS, getBets, type BetView } from '../api/my-bets';
import { useCashout } from './my-bets-cashout';
import { CashoutPanel } from './my-bets-cashout-panel';
import { BetLegs } from './my-bets-legs';
import slip from './betslip.module.css';
import styles from './my-bets.module.css';

type Result = (typeof RESULT_FILTERS)[number];
type Cashout = ReturnType<typeof useCashout>;

function moneyOf(bet: ServerBetBody, locale: string) {
  const currency = currencyOf(bet.stake.currency) ?? {
    code: bet.stake.currency,
    subunits: bet.stake.subunits,
    fiat: true,
  };
  return (value: number) => formatMoney(minorUnits(value), currency, locale);
}

/** The free bet that paid the bet's stake, if one did (a risk-free bet or a boost did not). */
function stakeBonus(bet: ServerBetBody): FreebetType | null {
  const type = bet.bonus?.type;
  const freebet = (FREEBET_TYPES as readonly string[]).includes(type ?? '');
  return freebet && stakeFromBonus(type as FreebetType) ? (type as FreebetType) : null;
}

function BetItem({
  bet,
  locale,
  cashout,
}: {
  bet: ServerBetBody;
  locale: string;
  cashout: Cashout;
}) {
  const intl = useIntl();
  const money = moneyOf(bet, locale);
  const system =
    bet.type === 'system' && bet.system
      ? { winCount: bet.system.win_count, totalCount: bet.system.total_count }
      : null;
  const lines = system ? systemLineCount(system) : 0;
  const paidBy = stakeBonus(bet);
  return (
    <li className={slip.myBet}>
      <p className={slip.betLine}>
        <span>
          {intl.formatMessage({ id: `betslip.type.${bet.type}` })} · {bet.ref}
        </span>
        <span className={slip.status} data-result={bet.result}>
          {intl.formatMessage({ id: `mybets.result.${bet.result}` })}
        </span>
      </p>
      <BetLegs bet={bet} />
      {system && lines > 0 ? (
        <p className={styles.systemLines}>
          {intl.formatMessage(
            { id: 'mybets.system-lines' },
            {
              system: bet.system!.id,
              lines,
              stake: money(systemStakePerLine(minorUnits(bet.stake.value), system)),
            },
          )}
        </p>
      ) : null}
      <p className={slip.betLine}>
        <span>
          {intl.formatMessage({ id: 'betslip.stake' })}: {money(bet.stake.value)}
          {/* A free bet's stake is the bonus's, not the player's money: the bet says which. */}
          {paidBy ? ` · ${intl.formatMessage({ id: `promotions.type.${paidBy}` })}` : null}
        </span>
        <span>
          {bet.win_amount !== null
            ? intl.formatMessage({ id: 'mybets.returned' }, { amount: money(bet.win_amount) })
            : intl.formatMessage(
                { id: 'mybets.to-win' },
                { amount: money(bet.potential_win_amount) },
              )}
        </span>
      </p>
      <CashoutPanel bet={bet} cashout={cashout} money={money} />
    </li>
  );
}

/** One page of the list; the next is asked for only when the player wants more. */
function BetsPage(props: {
  view: BetView;
  result: Result;
  page: number;
  locale: string;
  cashout: Cashout;
  isLast: boolean;
  onMore: () => void;
}) {
  const intl = useIntl();
  const { view, result, page, locale } = props;
  const bets = useQuery({
    queryKey: ['bets', view, result, page, locale],
    meta: { inlineError: true },
    queryFn: ({ signal }) => getBets({ view, result, page, locale }, signal),
    refetchInterval: 30_000,
  });
  if (bets.isPending)
    return <p className={slip.empty}>{intl.formatMessage({ id: 'mybets.loading' })}</p>;
  if (bets.isError)
    return (
      <p className={slip.error} role="alert">
        {intl.formatMessage({ id: 'global-error.default.description' })}
      </p>
    );
  const { data, pagination } = bets.data;
  if (page === 1 && data.length === 0)
    return (
      <p className={slip.empty}>
        {intl.formatMessage({
          id: result === 'all' ? `mybets.empty.${view}` : 'mybets.empty.result',
        })}
      </p>
    );
  return (
    <>
      <ul className={slip.myBets}>
        {data.map((bet) => (
          <BetItem key={bet.id} bet={bet} locale={props.locale} cashout={props.cashout} />
        ))}
      </ul>
      {props.isLast && page < pagination.last_page ? (
        <button type="button" className={styles.loadMore} onClick={props.onMore}>
          {intl.formatMessage(
            { id: 'mybets.load-more' },
            { shown: page * pagination.limit, total: pagination.total },
          )}
        </button>
      ) : null}
    </>
  );
}

function MyBetsBody({ locale, loggedIn }: { locale: string; loggedIn: boolean }) {
  const intl = useIntl();
  const [view, setView] = useState<BetView>('open');
  const [result, setResult] = useState<Result>('all');
  const [pages, setPages] = useState(1);
  const client = useQueryClient();
  const reloadPlayer = usePlayer((s) => s.load);
  const showAlert = useAlerts((s) => s.show);
  const cashout = useCashout((bet) => {
    showAlert({
      kind: 'success',
      title: intl.formatMessage(
        { id: 'mybets.cashout-done' },
        { amount: moneyOf(bet, locale)(bet.win_amount ?? 0) },
      ),
    });
    void client.invalidateQueries({ queryKey: ['bets'] });
    void reloadPlayer();
  });
  if (!loggedIn)
    return <p className={slip.empty}>{intl.formatMessage({ id: 'mybets.sign-in' })}</p>;
  // Open bets have no result yet: the result filter applies to the other views only.
  const shownResult = view === 'open' ? 'all' : result;
  return (
    <div>
      <div
        className={slip.types}
        role="group"
        aria-label={intl.formatMessage({ id: 'mybets.filter' })}
      >
        {(Object.keys(BET_VIEWS) as BetView[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => {
              setView(name);
              setPages(1);
            }}
          >
            {intl.formatMessage({ id: `mybets.${name}` })}
          </button>
        ))}
      </div>
      {view === 'settled' || view === 'all' ? (
        <label className={slip.resultFilter}>
          {intl.formatMessage({ id: 'mybets.result-filter' })}
          <select
            value={result}
            onChange={(event) => {
              setResult(event.target.value as Result);
              setPages(1);
            }}
          >
            {RESULT_FILTERS.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage({ id: `mybets.result-filter.${name}` })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {Array.from({ length: pages }, (_, index) => (
        <BetsPage
          key={`${view}-${shownResult}-${index + 1}`}
          view={view}
          result={shownResult}
          page={index + 1}
          locale={locale}
          cashout={cashout}
          isLast={index + 1 === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const MyBets = withQueryClient(MyBetsBody);
