'use client';
// The foot of the filled slip: the totals (what placing debits), why Place waits (balance,
// limits), the accept and place buttons, the balance and a way to deposit.
import {
  acceptedBetTerms,
  exceedsBalance,
  offersQuickDeposit,
  ticketDebit,
  ticketStake,
  type BetLimits,
  type MinorUnits,
  type Ticket,
  type TicketAction,
} from '@sportsbook/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DepositPageLink } from '@/components/ui/deposit-page-link';
import { moneyIn } from '@/lib/currency-info';
import { useSystem } from '@/lib/api/system';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { usePlayTime } from '@/features/responsible';
import { PlacingProgress } from './placing-progress';
import styles from './betslip.module.css';

export function SlipPlace({
  ticket,
  accepted,
  loggedIn,
  balance,
  limits,
  invalid,
  blocked,
  showError,
  money,
  act,
}: {
  ticket: Ticket;
  /**
   * The ticket as accepting its changes makes it, while changes wait for the player (else
   * null): the totals and the accept buttons say what that places.
   */
  accepted: Ticket | null;
  loggedIn: boolean;
  balance: MinorUnits | undefined;
  /** The site's limits: a warn action caps the win shown, as the API stores it. */
  limits: BetLimits;
  /** Why the slip cannot be placed as it is (no stake, a limit, a selection to review). */
  invalid: boolean;
  /** Whether a stake or limit the API refuses stands, whatever the odds. */
  blocked: boolean;
  /** Whether the placement error is told here (not only under each bet). */
  showError: boolean;
  money: (value: number) => string;
  act: (action: TicketAction) => Promise<void>;
}) {
  const intl = useIntl();
  const reasonId = useId();
  const features = useSystem().data;
  const busy = ticket.inProgress;
  // What placing stakes, by the rule the API books (a system's lines, not the rest), and what of
  // it the balance pays (a freebet's stake is the bonus's).
  const bets = (accepted ?? ticket).bets;
  const debit = ticketStake(bets);
  const freebetStake = debit - ticketDebit(bets);
  const potential = bets.reduce(
    (sum, bet) => sum + acceptedBetTerms(bet, { limits }).potentialWin,
    0,
  );
  const overBalance =
    loggedIn && balance !== undefined && debit > 0 && exceedsBalance(bets, balance);
  // Deposit as the account menu offers it: the quick-deposit dialog, else the platform's page.
  const statuses = usePlayer((s) => s.profile?.statuses);
  const quickDeposit = offersQuickDeposit(features?.features, statuses);
  const placeLabel = intl.formatMessage({ id: 'betslip.place' }, { stake: money(debit) });
  const newOdds = ticket.ticketState === 'ERROR' && ticket.error?.wrongOdds === true;
  // A refusal after which a selection changed or closed is never a dead end: accept and go on.
  const oddsToAccept = accepted !== null;
  // A used-up session or activity limit stops betting in every tab, with its reason shown.
  const playTimeBlock = usePlayTime((s) => s.blocked);
  const stoppedId = useId();
  const canPlace = loggedIn && debit > 0 && !overBalance && !blocked && !playTimeBlock;

  const acceptAndPlace = async () => {
    await act({ type: 'accept_odds_changes' });
    await act({ type: 'place', loggedIn });
  };

  return (
    <>
      <dl className={styles.totals}>
        <div>
          <dt>{intl.formatMessage({ id: 'betslip.total-stake' })}</dt>
          <dd data-testid="total-stake">{money(debit)}</dd>
        </div>
        {freebetStake > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'betslip.total-freebet' })}</dt>
            <dd data-testid="total-freebet">{money(freebetStake)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'betslip.potential-win' })}</dt>
          <dd data-testid="potential-win">{money(potential)}</dd>
        </div>
      </dl>
      {showError && ticket.ticketState === 'ERROR' && ticket.error ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: ticket.error.message || 'error.place_bets.default' })}
          {/* A limit of the player's own that refused: how much it still lets through. */}
          {ticket.error.limitLeft
            ? ` ${
                ticket.error.limitLeft.amount > 0
                  ? intl.formatMessage(
                      { id: 'betslip.limit-left' },
                      { amount: moneyIn(ticket.error.limitLeft, intl.locale) },
                    )
                  : intl.formatMessage({ id: 'betslip.limit-used-up' })
              }`
            : null}
        </p>
      ) : null}
      {ticket.ticketState === 'ODDS_CHANGED' ? (
        <p className={styles.warning} role="status">
          {intl.formatMessage({ id: 'betslip.odds-changed' })}
        </p>
      ) : null}
      {overBalance && balance !== undefined ? (
        <div className={styles.overBalance}>
          <p id={reasonId} className={styles.fieldError} role="status">
            {intl.formatMessage(
              { id: 'betslip.over-balance' },
              { balance: money(balance), stake: money(debit - freebetStake) },
            )}
          </p>
          {quickDeposit ? (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => useAuthModal.getState().open({ modal: 'deposit' })}
            >
              {intl.formatMessage({ id: 'betslip.deposit' })}
            </button>
          ) : (
            <DepositPageLink className={styles.secondaryButton}>
              {intl.formatMessage({ id: 'betslip.deposit' })}
            </DepositPageLink>
          )}
        </div>
      ) : null}
      {loggedIn && playTimeBlock ? (
        <p id={stoppedId} className={styles.fieldError} role="status">
          {intl.formatMessage({
            id:
              playTimeBlock === 'session_limit'
                ? 'betslip.stopped.session-limit'
                : 'betslip.stopped.activity-limit',
          })}
        </p>
      ) : null}
      {busy ? <PlacingProgress bets={ticket.processingBets} /> : null}
      {oddsToAccept ? (
        <>
          {canPlace ? (
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => void acceptAndPlace()}
            >
              {intl.formatMessage({ id: 'betslip.accept-and-place' }, { stake: money(debit) })}
            </button>
          ) : null}
          <button
            type="button"
            className={canPlace ? styles.secondaryButton : styles.primaryButton}
            onClick={() => void act({ type: 'accept_odds_changes' })}
          >
            {intl.formatMessage({
              id: newOdds ? 'betslip.accept-new-odds' : 'betslip.accept-changes',
            })}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={styles.primaryButton}
          disabled={
            busy ||
            (loggedIn &&
              (invalid || blocked || overBalance || debit === 0 || playTimeBlock !== null))
          }
          aria-busy={busy || undefined}
          aria-describedby={
            loggedIn && playTimeBlock ? stoppedId : overBalance ? reasonId : undefined
          }
          onClick={() => void act({ type: 'place', loggedIn })}
        >
          {busy
            ? intl.formatMessage({ id: 'betslip.placing' })
            : loggedIn
              ? placeLabel
              : intl.formatMessage({ id: 'betslip.sign-in-to-bet' })}
        </button>
      )}
      {loggedIn && balance !== undefined && playTimeBlock !== 'session_limit' ? (
        <p className={styles.balance}>
          {intl.formatMessage({ id: 'betslip.balance' }, { balance: money(balance) })}
        </p>
      ) : null}
    </>
  );
}
