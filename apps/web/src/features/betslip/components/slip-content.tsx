'use client';
// The filled bet slip: selections, bet type, stakes, limits, totals, placement, sharing and the
// receipt. It loads on demand (the first selection, or once the page is idle): an empty slip
// needs none of it.
import {
  acceptedBetTerms,
  allSelections,
  checkRestrictions,
  DEFAULT_PLACE_BET_MESSAGE,
  formatMoney,
  formatOdds,
  limitsFromSettings,
  minorUnits,
  slipInvalidReason,
  systemTypeLabel,
  totalStake,
  type BetSlipBet,
  type Restriction,
} from '@sportsbook/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { useAlerts } from '@/lib/alerts';
import { useSystem } from '@/lib/api/system';
import { limitText } from '@/features/betslip/utils/limit-text';
import { outcomeLabel } from '@/features/betslip/utils/selection';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { useTicketActions } from '../hooks/use-place-bets';
import { createShareLink } from '../api/share';
import { PlacingProgress } from './placing-progress';
import { SlipSelection } from './slip-selection';
import { StakeInput } from './stake-input';
import { currencyInfo } from '@/lib/currency-info';
import styles from './betslip.module.css';

const NO_LIMITS = { maxStakeLimit: { fiat: [], crypto: [] } };
/** Until the settings arrive: the site's usual recommended stakes, in hundredths. */
const DEFAULT_STAKES = [500, 1_000, 2_500, 5_000];

export function SlipContent({ locale }: { locale: string }) {
  const intl = useIntl();
  const ticket = useTicket((s) => s.ticket);
  const { act } = useTicketActions(locale);
  const player = usePlayer();
  const format = useSettings((s) => s.oddsFormat);
  const system = useSystem();
  const shareEnabled = system.data?.features.isShareBetOn === true;
  const [sharing, setSharing] = useState(false);
  const showAlert = useAlerts((s) => s.show);
  const selections = allSelections(ticket.bets);
  const account = activeAccount(player.accounts);
  const currency = account?.currency ?? 'EUR';
  const info = currencyInfo(currency);
  const money = (value: number) => formatMoney(minorUnits(value), info, locale);
  const savedStakes = useSettings((s) => s.stakes[currency]);

  // Recommended stakes are kept per currency in its minor units.
  const recommended = savedStakes ?? DEFAULT_STAKES.map((amount) => amount * (info.subunits / 100));

  const share = async () => {
    setSharing(true);
    try {
      const link = await createShareLink(ticket.bets);
      await navigator.clipboard?.writeText(link).catch(() => undefined);
      showAlert({
        kind: 'success',
        title: intl.formatMessage({ id: 'betslip.share.copied' }),
        description: link,
      });
    } catch {
      showAlert({ kind: 'error', title: intl.formatMessage({ id: 'betslip.share.failed' }) });
    } finally {
      setSharing(false);
    }
  };

  const busy = ticket.inProgress;
  // The site's limits are checked before placement too, so the player sees why at once.
  const limits = system.data ? limitsFromSettings(system.data.bet_limits_settings) : NO_LIMITS;
  const invalid = slipInvalidReason(ticket.bets, limits, info.fiat);
  const restrictionsOf = (bet: BetSlipBet): Restriction[] =>
    bet.stake > 0 ? checkRestrictions(bet, { limits, fiat: info.fiat }) : [];
  const limitOf = (restriction: Restriction) => limitText(restriction, money, format);
  const multiSingle = ticket.bets.length > 1 && ticket.bets.every((b) => b.betType === 'single');
  const currentType = multiSingle ? 'single' : (ticket.bets[0]?.betType ?? 'single');
  const loggedIn = player.authStatus === 'LOGGED_IN';
  // A refusal whose only message is the generic one, while each bet carries its own reason, is
  // told under those bets rather than twice.
  const explainedPerBet =
    ticket.error?.message === DEFAULT_PLACE_BET_MESSAGE &&
    Object.keys(ticket.error.betMessages).length > 0;

  // A single's stake is named by its outcome as the slip shows it ("Arsenal", not "1").
  const stakeSelectionName = (bet: BetSlipBet) => {
    const first = bet.selections[0];
    if (!first) return '';
    return outcomeLabel(
      first.outcomeName,
      first.nameA,
      first.nameB,
      intl.formatMessage({ id: 'betslip.draw' }),
    );
  };

  const betBox = (bet: BetSlipBet, index: number) => {
    // The odds the bet will be stored at: an odds limit's warn action caps them.
    const odds = acceptedBetTerms(bet, { limits }).odds;
    return (
      <div key={index} className={styles.bet}>
        {bet.betType !== 'single' || ticket.bets.length === 1 ? (
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
          label={
            multiSingle
              ? intl.formatMessage(
                  { id: 'betslip.stake-for' },
                  { selection: stakeSelectionName(bet) },
                )
              : intl.formatMessage({ id: 'betslip.stake' })
          }
          onChange={(stake) => void act({ type: 'set_stake', betIndex: index, stake })}
        />
        {index === 0 ? (
          <div
            className={styles.quick}
            role="group"
            aria-label={intl.formatMessage({ id: 'betslip.quick-stakes' })}
          >
            {recommended.map((amount) => (
              <button
                key={amount}
                type="button"
                disabled={busy}
                onClick={() =>
                  void act({ type: 'set_stake', betIndex: 0, stake: minorUnits(amount) })
                }
              >
                {money(amount)}
              </button>
            ))}
          </div>
        ) : null}
        {restrictionsOf(bet).map((restriction) => (
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
        {ticket.error?.betMessages[index] ? (
          <p className={styles.fieldError} role="alert">
            {ticket.error.betMessages[index]}
          </p>
        ) : null}
      </div>
    );
  };

  const potential = ticket.bets.reduce(
    (sum, bet) => sum + acceptedBetTerms(bet, { limits }).potentialWin,
    0,
  );
  const stake = totalStake(ticket.bets);

  if (ticket.ticketState === 'SUCCESS') {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>
          {intl.formatMessage({ id: 'betslip.success.title' }, { count: ticket.placedBets.length })}
        </p>
        <ul className={styles.receipt}>
          {ticket.placedBets.map((bet) => (
            <li key={bet.id}>
              <span>
                {intl.formatMessage({ id: 'betslip.success.ref' }, { ref: bet.ref ?? bet.id })}
              </span>
              <span>
                {intl.formatMessage({ id: `betslip.type.${bet.betType}` })} @{' '}
                <strong>{formatOdds(bet.odds, format)}</strong>
              </span>
              <span>
                {money(bet.stake)} → {money(bet.potentialWin)}
              </span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => void act({ type: 'clear' })}
        >
          {intl.formatMessage({ id: 'betslip.success.new' })}
        </button>
      </div>
    );
  }
  return (
    <>
      {selections.length > 1 && currentType !== 'custom' ? (
        <div
          className={styles.types}
          role="group"
          aria-label={intl.formatMessage({ id: 'betslip.bet-type' })}
        >
          {(['single', 'combo', 'system'] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={currentType === type}
              disabled={busy}
              onClick={() => void act({ type: 'change_bet_type', betType: type })}
            >
              {intl.formatMessage({ id: `betslip.type.${type}` })}
            </button>
          ))}
        </div>
      ) : null}
      {currentType === 'system' && ticket.systemTypes.length > 1 ? (
        <label className={styles.systemPick}>
          {intl.formatMessage({ id: 'betslip.system-type' })}
          <select
            value={ticket.bets[0]?.systemType ? systemTypeLabel(ticket.bets[0].systemType) : ''}
            disabled={busy}
            onChange={(event) => {
              const type = ticket.systemTypes.find(
                (t) => systemTypeLabel(t) === event.target.value,
              );
              if (type) void act({ type: 'change_bet_type', betType: 'system', systemType: type });
            }}
          >
            {ticket.systemTypes.map((t) => (
              <option key={systemTypeLabel(t)} value={systemTypeLabel(t)}>
                {systemTypeLabel(t)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <ul className={styles.selections}>
        {selections.map((selection) => (
          <SlipSelection
            key={selection.id}
            selection={selection}
            disabled={busy}
            onRemove={() => void act({ type: 'remove_selection', selectionId: selection.id })}
          />
        ))}
      </ul>
      {ticket.bets.map(betBox)}
      <dl className={styles.totals}>
        <div>
          <dt>{intl.formatMessage({ id: 'betslip.total-stake' })}</dt>
          <dd>{money(stake)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'betslip.potential-win' })}</dt>
          <dd data-testid="potential-win">{money(potential)}</dd>
        </div>
      </dl>
      {ticket.ticketState === 'ERROR' && ticket.error && !explainedPerBet ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: ticket.error.message || 'error.place_bets.default' })}
        </p>
      ) : null}
      {ticket.ticketState === 'ODDS_CHANGED' ? (
        <p className={styles.warning} role="status">
          {intl.formatMessage({ id: 'betslip.odds-changed' })}
        </p>
      ) : null}
      {busy ? <PlacingProgress bets={ticket.processingBets} /> : null}
      {ticket.ticketState === 'ODDS_CHANGED' ||
      (ticket.ticketState === 'ERROR' && ticket.error?.wrongOdds) ? (
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => void act({ type: 'accept_odds_changes' })}
        >
          {intl.formatMessage({
            id:
              ticket.ticketState === 'ERROR' ? 'betslip.accept-new-odds' : 'betslip.accept-changes',
          })}
        </button>
      ) : (
        <button
          type="button"
          className={styles.primaryButton}
          disabled={busy || (loggedIn && invalid !== undefined)}
          aria-busy={busy || undefined}
          onClick={() => void act({ type: 'place', loggedIn })}
        >
          {busy
            ? intl.formatMessage({ id: 'betslip.placing' })
            : loggedIn
              ? intl.formatMessage({ id: 'betslip.place' }, { stake: money(stake) })
              : intl.formatMessage({ id: 'betslip.sign-in-to-bet' })}
        </button>
      )}
      {loggedIn && account ? (
        <p className={styles.balance}>
          {intl.formatMessage({ id: 'betslip.balance' }, { balance: money(account.balance) })}
        </p>
      ) : null}
      <div className={styles.slipActions}>
        {shareEnabled ? (
          <button
            type="button"
            className={styles.clear}
            disabled={busy || sharing}
            aria-busy={sharing || undefined}
            onClick={() => void share()}
          >
            <Icon set="general" name="share" />
            {intl.formatMessage({ id: 'betslip.share' })}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.clear}
          disabled={busy}
          onClick={() => void act({ type: 'clear' })}
        >
          {intl.formatMessage({ id: 'betslip.clear' })}
        </button>
      </div>
    </>
  );
}
