'use client';
// The filled bet slip: selections, bet type, stakes, limits, totals, placement, sharing and the
// receipt. It loads on demand (the first selection, or once the page is idle): an empty slip
// needs none of it.
import {
  allSelections,
  DEFAULT_PLACE_BET_MESSAGE,
  formatMoney,
  limitsFromSettings,
  minorUnits,
  reduceTicket,
  slipInvalidReason,
  systemTypeLabel,
  type BetSlipBet,
  type Ticket,
} from '@sportsbook/domain';
import { lazyComponent } from '@/lib/lazy-component';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { useAlerts } from '@/lib/alerts';
import { useSystem } from '@/lib/api/system';
import { outcomeLabel } from '@/features/betslip/utils/selection';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { useTicketActions } from '../hooks/use-place-bets';
import { createShareLink } from '../api/share';
import { betRestrictions, SlipBet } from './slip-content-bet';
import { SlipPlace } from './slip-content-place';
import { SlipReceipt } from './slip-content-receipt';
import { SlipSelection } from './slip-selection';
import { useStakeFocus } from './slip-content-focus';
import { currencyInfo } from '@/lib/currency-info';
import styles from './betslip.module.css';

// The slip's other on-demand parts travel in this module's chunk: the tap on a price, the
// custom-bet question and the specimen laid out ahead of the first tap (slip-warmup.ts).
export { pickOutcome } from '../stores/custom-bet-prompt';
export { CustomBetPrompt } from './custom-bet-prompt';
export { SlipSpecimen } from './slip-specimen';

// The bonuses a signed-in player can still activate for these selections load on demand.
const SlipUpcomingBonuses = lazyComponent(() =>
  import('./slip-bonuses').then((m) => m.SlipUpcomingBonuses),
);

const NO_LIMITS = { maxStakeLimit: { fiat: [], crypto: [] } };
/** Until the settings arrive: the site's usual recommended stakes, in hundredths. */
const DEFAULT_STAKES = [500, 1_000, 2_500, 5_000];

/** Whether the slip waits for the player to accept changed, closed or missing selections. */
const oddsToAccept = (ticket: Ticket, selectionsToReview: boolean) =>
  ticket.ticketState === 'ODDS_CHANGED' ||
  (ticket.ticketState === 'ERROR' && (ticket.error?.wrongOdds === true || selectionsToReview));

/** The bet of `accepted` that `bet` becomes once its changes are accepted (none: it goes). */
const acceptedFormOf = (bet: BetSlipBet, accepted: Ticket) =>
  accepted.bets.find((candidate) =>
    candidate.selections.some((s) => bet.selections.some((own) => own.id === s.id)),
  );

export function SlipContent({ locale }: { locale: string }) {
  const intl = useIntl();
  const ticket = useTicket((s) => s.ticket);
  const context = useTicket((s) => s.context);
  const setContext = useTicket((s) => s.setContext);
  const { act } = useTicketActions(locale);
  const player = usePlayer();
  const format = useSettings((s) => s.oddsFormat);
  const system = useSystem();
  const shareEnabled = system.data?.features.isShareBetOn === true;
  const [sharing, setSharing] = useState(false);
  const showAlert = useAlerts((s) => s.show);
  const selections = allSelections(ticket.bets);
  // The first selection shows its row and stake field at once; the stake's helpers and the foot
  // (totals, why Place waits, Place, share, clear) follow in the next render, so the tap's frame
  // holds only what it needs. Later changes update them together with the rest.
  const footShown = useDeferredValue(selections.length > 0);
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
      // The clipboard may be refused (a frame without the permission, an older browser): then
      // the link is there to copy by hand, and the title does not claim it was copied.
      const copied = await (navigator.clipboard?.writeText(link) ?? Promise.reject()).then(
        () => true,
        () => false,
      );
      showAlert({
        kind: 'success',
        title: intl.formatMessage({ id: copied ? 'betslip.share.copied' : 'betslip.share.ready' }),
        description: link,
        // A link to copy by hand stays until the player closes it.
        sticky: !copied,
      });
    } catch {
      showAlert({ kind: 'error', title: intl.formatMessage({ id: 'betslip.share.failed' }) });
    } finally {
      setSharing(false);
    }
  };

  const busy = ticket.inProgress;
  const loggedIn = player.authStatus === 'LOGGED_IN';
  // The site's limits are checked before placement too, so the player sees why at once.
  const limitSettings = system.data?.bet_limits_settings;
  const limits = useMemo(
    () => (limitSettings ? limitsFromSettings(limitSettings) : NO_LIMITS),
    [limitSettings],
  );
  // A win typed in "To win" asks for the stake that wins it at the terms the server stores.
  useEffect(() => setContext({ limits }), [limits, setContext]);
  const invalid = slipInvalidReason(ticket.bets, limits, info.fiat);
  // Refused before the click: a stake or limit the API would refuse (a selection to review is
  // the accept step's).
  const blocked =
    (invalid !== undefined && invalid !== 'selection_needs_attention') ||
    ticket.bets.some((bet) =>
      betRestrictions(bet, limits, info.fiat).some((r) => r.severity === 'reject'),
    );
  const balance = loggedIn && account ? minorUnits(account.balance) : undefined;
  // While changes wait to be accepted, odds, wins and totals are shown as accepting makes them:
  // what either accept button places, not the prices agreed before.
  const accepting = oddsToAccept(ticket, invalid === 'selection_needs_attention');
  const accepted = useMemo(
    () =>
      accepting ? reduceTicket(ticket, { type: 'accept_odds_changes' }, context).ticket : null,
    [accepting, ticket, context],
  );
  const stakeRef = useStakeFocus();
  const multiSingle = ticket.bets.length > 1 && ticket.bets.every((b) => b.betType === 'single');
  const currentType = multiSingle ? 'single' : (ticket.bets[0]?.betType ?? 'single');
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

  if (ticket.ticketState === 'SUCCESS') {
    return (
      <SlipReceipt
        ticket={ticket}
        format={format}
        money={money}
        onKeep={() => void act({ type: 'keep_selections' })}
        onNew={() => void act({ type: 'clear' })}
      />
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
      {ticket.bets.map((bet, index) => (
        <SlipBet
          key={index}
          bet={bet}
          index={index}
          showType={bet.betType !== 'single' || ticket.bets.length === 1}
          stakeLabel={
            multiSingle
              ? intl.formatMessage(
                  { id: 'betslip.stake-for' },
                  { selection: stakeSelectionName(bet) },
                )
              : intl.formatMessage({ id: 'betslip.stake' })
          }
          refusal={ticket.error?.betMessages[index]}
          terms={accepted ? acceptedFormOf(bet, accepted) : undefined}
          busy={busy}
          loggedIn={loggedIn}
          balance={balance}
          limits={limits}
          fiat={info.fiat}
          format={format}
          recommended={index === 0 ? recommended : null}
          money={money}
          act={act}
          stakeRef={index === ticket.bets.length - 1 ? stakeRef : undefined}
          helpers={footShown}
        />
      ))}
      {footShown ? (
        <>
          <SlipPlace
            limits={limits}
            ticket={ticket}
            accepted={accepted}
            loggedIn={loggedIn}
            balance={balance}
            invalid={invalid !== undefined}
            blocked={blocked}
            showError={!explainedPerBet}
            money={money}
            act={act}
          />
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
          {loggedIn ? <SlipUpcomingBonuses bets={ticket.bets} /> : null}
        </>
      ) : null}
    </>
  );
}
