'use client';
// The player's bonuses on the slip: a combo's comboboost with its progress to the next range, the
// freebet picker of a single or combo, and the bonuses still to activate with their counts. It
// loads on demand for a signed-in player only; the bet keeps the bonus the rules give it now (an
// active comboboost's range, a freebet still usable and still fitting), as placement checks it.
import type { Bonus } from '@sportsbook/contracts';
import {
  betOdds,
  bonusSelectionOf,
  comboBoostOf,
  formatOdds,
  freebetFitsBet,
  isFreebet,
  upcomingBonusOf,
  type BetBonus,
  type BetSlipBet,
  type ComboboostTerms,
  type FreebetTerms,
  type OddsFormat,
  type OddsInt,
  type TicketAction,
} from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import {
  activateBonus,
  bonusAmount,
  bonusListQuery,
  boostUsesLeft,
  slipBonusTerms,
  slipHuntingPreview,
} from '@/features/bonuses';
import { ClientApiError, reportFailure } from '@/lib/api/client';
import { usePlayer } from '@/lib/session/player-store';
import { useTicket } from '../stores/ticket-store';
import styles from './slip-bonuses.module.css';

const percentOf = (intl: IntlShape, bonusOdds: OddsInt) =>
  intl.formatNumber(bonusOdds / 10_000 - 1, { style: 'percent', maximumFractionDigits: 1 });

const decimal = (intl: IntlShape, odds: OddsInt) =>
  intl.formatNumber(odds / 10_000, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The signed-in player's bonuses, shared with the promotions page. */
function useBonusList(): Bonus[] | undefined {
  const intl = useIntl();
  const playerId = usePlayer((s) => s.profile?.id);
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  return useQuery({
    ...bonusListQuery(playerId, intl.locale),
    enabled: loggedIn && playerId !== undefined,
    meta: { inlineError: true },
  }).data;
}

type Usable = { bonus: Bonus; terms: ComboboostTerms | FreebetTerms };

/** Active bonuses with their terms: what a bet can carry now. */
function usableBonuses(list: readonly Bonus[]): Usable[] {
  return list.flatMap((bonus) => {
    if (bonus.status !== 'active') return [];
    if (bonus.type === 'comboboost' && !boostUsesLeft(bonus)) return [];
    const terms = slipBonusTerms(bonus);
    return terms ? [{ bonus, terms }] : [];
  });
}

type UsableFreebet = { bonus: Bonus; terms: FreebetTerms };

/** A freebet as a bet carries it: its amount is the stake. */
const freebetBonus = ({ bonus, terms }: UsableFreebet): BetBonus => ({
  id: bonus.id,
  type: terms.type,
  amount: terms.amount,
});

const sameBonus = (a: BetBonus | undefined, b: BetBonus | undefined) =>
  a?.id === b?.id && a?.type === b?.type && a?.odds === b?.odds && a?.amount === b?.amount;

export interface SlipBetBonusProps {
  bet: BetSlipBet;
  index: number;
  busy: boolean;
  format: OddsFormat;
  /** The odds and win the bet is stored at (boost and limits included). */
  odds: OddsInt | undefined;
  potentialWin: number;
  money: (value: number) => string;
  act: (action: TicketAction) => Promise<void>;
}

function SlipBetBonusBody(props: SlipBetBonusProps) {
  const { bet, index, busy, act } = props;
  const intl = useIntl();
  const list = useBonusList();
  const others = useTicket((s) => s.ticket.bets);
  const legs = useMemo(() => bet.selections.map((s) => bonusSelectionOf(s)), [bet.selections]);
  const usable = useMemo(() => (list ? usableBonuses(list) : []), [list]);
  const chosenElsewhere = new Set(
    others.flatMap((other, i) => (i !== index && other.bonus ? [other.bonus.id] : [])),
  );
  const boostBonus = usable.find((u) => u.terms.type === 'comboboost');
  const boost =
    bet.betType === 'combo' && boostBonus
      ? comboBoostOf(boostBonus.terms as ComboboostTerms, legs)
      : undefined;
  const freebets =
    bet.betType === 'single' || bet.betType === 'combo'
      ? usable.filter(
          (u): u is UsableFreebet =>
            u.terms.type !== 'comboboost' &&
            u.terms.currency === bet.currency &&
            !chosenElsewhere.has(u.bonus.id) &&
            freebetFitsBet(u.terms, legs).ok,
        )
      : [];
  const chosenFreebet = isFreebet(bet.bonus)
    ? freebets.find((f) => f.bonus.id === bet.bonus?.id)
    : undefined;

  // The bonus the bet carries by the rules now: a chosen freebet while it still fits, else the
  // comboboost's active range. Only once the list is read, and never while placing.
  const wanted: BetBonus | undefined = chosenFreebet
    ? freebetBonus(chosenFreebet)
    : boost?.active && boostBonus
      ? { id: boostBonus.bonus.id, type: 'comboboost', odds: boost.active.bonusOdds }
      : undefined;
  const known = list !== undefined;
  const settled = sameBonus(bet.bonus, wanted);
  // The wanted bonus by its parts, so the effect runs when it changes, not on every render.
  const { id: wantedId, type: wantedType, odds: wantedOdds, amount: wantedAmount } = wanted ?? {};
  useEffect(() => {
    if (!known || busy || settled) return;
    const bonus: BetBonus | undefined =
      wantedId && wantedType
        ? {
            id: wantedId,
            type: wantedType,
            ...(wantedOdds ? { odds: wantedOdds } : {}),
            ...(wantedAmount !== undefined ? { amount: wantedAmount } : {}),
          }
        : undefined;
    void act({ type: 'set_bonus', betIndex: index, bonus });
  }, [known, busy, settled, act, index, wantedId, wantedType, wantedOdds, wantedAmount]);

  const pickerId = useId();
  if (!list) return null;
  const hunting =
    bet.betType === 'single' || bet.betType === 'combo'
      ? slipHuntingPreview(list, {
          stake: bet.stake,
          currency: bet.currency,
          odds: betOdds({ ...bet, bonusOdds: undefined }),
          withBonus: bet.bonus !== undefined,
          selections: legs,
        })
      : null;
  return (
    <>
      {hunting ? (
        <p className={styles.note} data-testid="hunting-preview">
          {intl.formatMessage(
            { id: hunting.reachesTarget ? 'hunting.slip.reaches' : 'hunting.slip.preview' },
            {
              name: hunting.bonus.name,
              points: hunting.potentialPoints,
              total: hunting.points + hunting.potentialPoints,
              target: hunting.target,
              amount: props.money(hunting.potentialFreebetAmount),
            },
          )}
        </p>
      ) : null}
      {boost && boostBonus && !isFreebet(bet.bonus) ? (
        <ComboBoostPanel
          {...props}
          boost={boost}
          terms={boostBonus.terms as ComboboostTerms}
          name={boostBonus.bonus.name}
        />
      ) : null}
      {freebets.length > 0 ? (
        <div className={styles.picker}>
          <label htmlFor={pickerId}>{intl.formatMessage({ id: 'betslip.freebet.label' })}</label>
          <select
            id={pickerId}
            value={chosenFreebet?.bonus.id ?? ''}
            disabled={busy}
            onChange={(event) => {
              const picked = freebets.find((f) => f.bonus.id === event.target.value);
              void act({
                type: 'set_bonus',
                betIndex: index,
                bonus: picked ? freebetBonus(picked) : undefined,
              });
            }}
          >
            <option value="">{intl.formatMessage({ id: 'betslip.freebet.none' })}</option>
            {freebets.map((f) => (
              <option key={f.bonus.id} value={f.bonus.id}>
                {intl.formatMessage(
                  { id: 'betslip.freebet.option' },
                  { name: f.bonus.name, amount: bonusAmount(intl, f.bonus) ?? '' },
                )}
              </option>
            ))}
          </select>
          {chosenFreebet ? (
            <p className={styles.note} data-testid="freebet-note">
              {intl.formatMessage({
                id:
                  chosenFreebet.terms.type === 'freebet_no_risk'
                    ? 'betslip.freebet.note.no-risk'
                    : chosenFreebet.terms.type === 'freebet_all_win'
                      ? 'betslip.freebet.note.stake-returned'
                      : 'betslip.freebet.note.stake-not-returned',
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function ComboBoostPanel({
  bet,
  boost,
  terms,
  name,
  odds,
  potentialWin,
  format,
  money,
}: SlipBetBonusProps & {
  boost: ReturnType<typeof comboBoostOf>;
  terms: ComboboostTerms;
  name: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const plain = betOdds({ ...bet, bonusOdds: undefined });
  const minOdds = decimal(intl, terms.minOdds);
  const allSuit = boost.suitableSelections === bet.selections.length;
  // What the live region says: the boost reached and the next step, read out when it changes.
  const progress = !allSuit
    ? intl.formatMessage({ id: 'betslip.boost.min-odds' }, { odds: minOdds })
    : boost.next
      ? intl.formatMessage(
          { id: 'betslip.boost.next' },
          {
            count: boost.next.toAdd,
            odds: minOdds,
            percent: percentOf(intl, boost.next.range.bonusOdds),
          },
        )
      : intl.formatMessage({ id: 'betslip.boost.top' });
  return (
    <section className={styles.boost} aria-labelledby={titleId} data-testid="combo-boost">
      <p className={styles.boostHead}>
        <span id={titleId}>{name}</span>
        {boost.active ? (
          <strong data-testid="boost-percent">
            {intl.formatMessage(
              { id: 'betslip.boost.active' },
              { percent: percentOf(intl, boost.active.bonusOdds) },
            )}
          </strong>
        ) : null}
      </p>
      {boost.active && plain && odds ? (
        <dl className={styles.boostFacts}>
          <div>
            <dt>{intl.formatMessage({ id: 'betslip.boost.odds' })}</dt>
            <dd>
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'betslip.boost.before' })}{' '}
              </span>
              <s>{formatOdds(plain, format)}</s>{' '}
              <strong data-testid="boosted-odds">{formatOdds(odds, format)}</strong>
            </dd>
          </div>
          {potentialWin > 0 ? (
            <div>
              <dt>{intl.formatMessage({ id: 'betslip.boost.win' })}</dt>
              <dd data-testid="boosted-win">{money(potentialWin)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className={styles.progress} role="status" aria-live="polite">
        {progress}
      </p>
    </section>
  );
}

/** A bonus call's refusal as its message id; other failures go to the global alert. */
function refusalOf(failure: unknown): string | null {
  return failure instanceof ClientApiError && failure.status >= 400 && failure.status < 500
    ? failure.messageId
    : null;
}

/** Bonuses not yet active that suit the slip's kind of bets: how far the slip meets each. */
function SlipUpcomingBonusesBody({ bets }: { bets: readonly BetSlipBet[] }) {
  const intl = useIntl();
  const list = useBonusList();
  const client = useQueryClient();
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = useId();
  const legs = useMemo(
    () => bets.flatMap((bet) => bet.selections.map((s) => bonusSelectionOf(s))),
    [bets],
  );
  const upcoming = (list ?? []).flatMap((bonus) => {
    if (bonus.status !== 'available') return [];
    const terms = slipBonusTerms(bonus);
    if (!terms) return [];
    if (terms.type !== 'comboboost' && terms.currency !== bets[0]?.currency) return [];
    return [{ bonus, counts: upcomingBonusOf(bonus.id, terms, legs) }];
  });
  if (upcoming.length === 0) return null;

  const activate = async (bonus: Bonus) => {
    setPending(bonus.id);
    setRefusal(null);
    try {
      await activateBonus(bonus.id, intl.locale);
      await client.invalidateQueries({ queryKey: ['bonuses', 'list'] });
    } catch (failure) {
      const messageId = refusalOf(failure);
      if (messageId) setRefusal(messageId);
      else reportFailure(failure, loggedIn);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.upcoming} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.upcomingTitle}>
        {intl.formatMessage({ id: 'betslip.upcoming.title' })}
      </h3>
      <div className={styles.upcomingList}>
        {upcoming.map(({ bonus, counts }) => (
          <div
            key={bonus.id}
            className={styles.upcomingItem}
            data-disabled={counts.disabled || undefined}
          >
            <span className={styles.upcomingName}>{bonus.name}</span>
            <span className={styles.upcomingCount} data-testid="upcoming-count">
              {intl.formatMessage(
                { id: 'betslip.upcoming.count' },
                { suitable: counts.suitableCount, needed: counts.completedCount },
              )}
            </span>
            <button
              type="button"
              className={styles.activate}
              disabled={pending !== null}
              aria-busy={pending === bonus.id || undefined}
              aria-label={intl.formatMessage(
                { id: 'betslip.upcoming.activate-named' },
                { name: bonus.name },
              )}
              onClick={() => void activate(bonus)}
            >
              {intl.formatMessage({ id: 'betslip.upcoming.activate' })}
            </button>
          </div>
        ))}
      </div>
      {refusal ? (
        <p className={styles.refusal} role="alert" data-message-id={refusal}>
          {intl.formatMessage({ id: refusal })}
        </p>
      ) : null}
    </section>
  );
}

export const SlipBetBonus = withQueryClient(SlipBetBonusBody);
export const SlipUpcomingBonuses = withQueryClient(SlipUpcomingBonusesBody);
