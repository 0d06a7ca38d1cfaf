'use client';
// One bet of the filled slip: its type and price, the stake (typed, quick, the largest the limits
// allow, or from the win the player wants), a system's lines, and its limits before the click.
import {
  acceptedBetTerms,
  betDebit,
  checkRestrictions,
  formatOdds,
  isFreebet,
  minorUnits,
  systemStakeSplit,
  systemTypeLabel,
  type BetLimits,
  type BetSlipBet,
  type MinorUnits,
  type OddsFormat,
  type Restriction,
  type TicketAction,
} from '@sportsbook/domain';
import { lazyComponent } from '@/lib/lazy-component';
import { useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { limitText } from '@/features/betslip/utils/limit-text';
import { fetchMaxStake } from '../api/max-stake';
import { StakeInput } from './stake-input';
import styles from './betslip.module.css';

// A signed-in player's bonuses on the bet (comboboost, freebet picker) load on demand.
const SlipBetBonus = lazyComponent(() => import('./slip-bonuses').then((m) => m.SlipBetBonus));

export interface SlipBetProps {
  bet: BetSlipBet;
  index: number;
  /** The stake's label: "Stake", or "Stake on Arsenal" when the slip holds several singles. */
  stakeLabel: string;
  /** Whether the bet's type and price head it (not for each of several singles). */
  showType: boolean;
  /** The server's reason this bet was refused, if it was. */
  refusal: string | undefined;
  /**
   * The bet as accepting the slip's changes makes it, while they wait for the player: its odds
   * and win are shown, being what an accept places.
   */
  terms?: BetSlipBet | undefined;
  busy: boolean;
  loggedIn: boolean;
  /** The active account's balance: Max stake never fills more than it. */
  balance: MinorUnits | undefined;
  limits: BetLimits;
  fiat: boolean;
  format: OddsFormat;
  /** Quick stakes, shown under the first bet. */
  recommended: number[] | null;
  money: (value: number) => string;
  act: (action: TicketAction) => Promise<void>;
  stakeRef?: Ref<HTMLInputElement> | undefined;
  /**
   * False for the first render of a slip's first selection: the stake field shows at once, its
   * helpers (the win to type, Max stake, quick stakes) a render later.
   */
  helpers?: boolean;
}

/** A bet's limits as the API checks them: on what is staked (a system's lines, not the rest). */
export const betRestrictions = (
  bet: BetSlipBet,
  limits: BetLimits,
  fiat: boolean,
): Restriction[] =>
  bet.stake > 0 ? checkRestrictions({ ...bet, stake: betDebit(bet) }, { limits, fiat }) : [];

export function SlipBet(props: SlipBetProps) {
  const { bet, index, busy, money, act, limits, fiat, format } = props;
  const intl = useIntl();
  const showAlert = useAlerts((s) => s.show);
  const [loadingMax, setLoadingMax] = useState(false);
  // The odds and win the bet will be stored at: a limit's warn action caps them.
  const terms = acceptedBetTerms(props.terms ?? bet, { limits });
  const odds = terms.odds;
  const restrictions = betRestrictions(bet, limits, fiat);
  const limitOf = (restriction: Restriction) => limitText(restriction, money, format);
  const split =
    bet.betType === 'system' && bet.systemType && bet.stake > 0
      ? systemStakeSplit(bet.stake, bet.systemType)
      : undefined;
  // While the player types the win they want, the field keeps what they type; otherwise it shows
  // what the stake wins (the stake that wins a typed amount is rounded up to the cent, so the win
  // it pays can be a little more than typed, and the field says so once it is left).
  const [typingWin, setTypingWin] = useState(false);
  const toWin =
    typingWin && bet.stakeSource === 'potential_win' && bet.potentialWinTarget !== undefined
      ? bet.potentialWinTarget
      : terms.potentialWin;
  // Max stake reads the price of the selections (a bet builder's price once it has one).
  const maxStakeOffered =
    props.loggedIn &&
    (bet.betType === 'single' ||
      bet.betType === 'combo' ||
      (bet.betType === 'system' && bet.systemType !== undefined) ||
      (bet.betType === 'custom' && bet.customOdds !== undefined));
  const helpers = props.helpers !== false;
  // A freebet's amount is the stake: the field shows it, locked, and the stake helpers step aside.
  const freebet = isFreebet(bet.bonus);
  const bonusOffered = props.loggedIn && (bet.betType === 'single' || bet.betType === 'combo');

  const fillMaxStake = async () => {
    setLoadingMax(true);
    try {
      const max = await fetchMaxStake(bet);
      if (max === null) {
        showAlert({ kind: 'info', title: intl.formatMessage({ id: 'betslip.max-stake.none' }) });
        return;
      }
      let stake = minorUnits(props.balance === undefined ? max : Math.min(max, props.balance));
      // A system's stake is whole shares of its lines: no remainder left unstaked.
      if (bet.betType === 'system' && bet.systemType) {
        stake = systemStakeSplit(stake, bet.systemType).debit;
      }
      await act({ type: 'set_stake', betIndex: index, stake });
    } catch {
      showAlert({ kind: 'error', title: intl.formatMessage({ id: 'betslip.max-stake.failed' }) });
    } finally {
      setLoadingMax(false);
    }
  };

  return (
    <div className={styles.bet}>
      {props.showType ? (
        <p className={styles.betLine}>
          <span>
            {bet.betType === 'system' && bet.systemType
              ? intl.formatMessage({ id: 'betslip.type.system' }) +
                ` ${systemTypeLabel(bet.systemType)}`
              : intl.formatMessage({ id: `betslip.type.${bet.betType}` })}
          </span>
          {odds ? <strong>{formatOdds(odds, format)}</strong> : null}
        </p>
      ) : null}
      <StakeInput
        value={bet.stake}
        currency={bet.currency}
        disabled={busy}
        readOnly={freebet}
        label={
          freebet
            ? intl.formatMessage({ id: 'betslip.freebet.stake' }, { stake: props.stakeLabel })
            : props.stakeLabel
        }
        inputRef={props.stakeRef}
        onChange={(stake) => void act({ type: 'set_stake', betIndex: index, stake })}
      />
      {helpers && bonusOffered ? (
        <SlipBetBonus
          bet={bet}
          index={index}
          busy={busy}
          format={format}
          odds={odds}
          potentialWin={terms.potentialWin}
          money={money}
          act={act}
        />
      ) : null}
      {helpers && odds && !freebet ? (
        <StakeInput
          value={toWin}
          currency={bet.currency}
          disabled={busy}
          label={intl.formatMessage({ id: 'betslip.to-win' })}
          onBlur={() => setTypingWin(false)}
          onChange={(target) => {
            setTypingWin(true);
            void act({ type: 'set_potential_win', betIndex: index, target });
          }}
        />
      ) : null}
      {helpers && maxStakeOffered && !freebet ? (
        <button
          type="button"
          className={styles.maxStake}
          disabled={busy || loadingMax}
          aria-busy={loadingMax || undefined}
          onClick={() => void fillMaxStake()}
        >
          {intl.formatMessage({ id: 'betslip.max-stake' })}
        </button>
      ) : null}
      {helpers && props.recommended && !freebet ? (
        <div
          className={styles.quick}
          role="group"
          aria-label={intl.formatMessage({ id: 'betslip.quick-stakes' })}
        >
          {props.recommended.map((amount) => (
            <button
              key={amount}
              type="button"
              disabled={busy}
              onClick={() =>
                void act({ type: 'set_stake', betIndex: index, stake: minorUnits(amount) })
              }
            >
              {money(amount)}
            </button>
          ))}
        </div>
      ) : null}
      {split && split.perLine > 0 ? (
        <p className={styles.systemRule} data-testid="system-rule">
          {intl.formatMessage(
            { id: 'betslip.system-rule' },
            // Each amount is isolated, so in right-to-left text the equation keeps its order.
            // The message comes back as a list of parts: its elements need their keys.
            {
              lines: split.lines,
              perLine: <bdi key="per-line">{money(split.perLine)}</bdi>,
              total: <bdi key="total">{money(split.debit)}</bdi>,
            },
          )}
          {split.remainder > 0 ? (
            <>
              {' '}
              {intl.formatMessage(
                { id: 'betslip.system-remainder' },
                { remainder: money(split.remainder) },
              )}
            </>
          ) : null}
        </p>
      ) : null}
      {split && split.perLine === 0 ? (
        <p className={styles.fieldError} role="alert">
          {intl.formatMessage(
            { id: 'betslip.system-too-low' },
            { lines: split.lines, total: money(split.lines) },
          )}
        </p>
      ) : null}
      {restrictions.map((restriction) => (
        <p
          key={restriction.type}
          className={restriction.severity === 'reject' ? styles.fieldError : styles.warning}
          role={restriction.severity === 'reject' ? 'alert' : 'status'}
        >
          {intl.formatMessage({ id: restriction.messageId }, { limit: limitOf(restriction) })}
          {restriction.descriptionId ? (
            <>
              {' '}
              {intl.formatMessage(
                { id: restriction.descriptionId },
                { limit: limitOf(restriction) },
              )}
            </>
          ) : null}
        </p>
      ))}
      {props.refusal ? (
        <p className={styles.fieldError} role="alert">
          {props.refusal}
        </p>
      ) : null}
    </div>
  );
}
