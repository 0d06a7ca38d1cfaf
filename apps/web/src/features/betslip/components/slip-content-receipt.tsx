'use client';
// The receipt after a placement: each bet as the server stored it (its selections and their odds,
// the stake, the potential win), the totals, and the choice to keep the selections or start anew.
import { allSelections, formatOdds, type OddsFormat, type Ticket } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { outcomeLabel, selectionNames } from '@/features/betslip/utils/selection';
import { useMarketNames } from '@/lib/i18n/market-names';
import styles from './betslip.module.css';

export function SlipReceipt({
  ticket,
  format,
  money,
  onKeep,
  onNew,
}: {
  ticket: Ticket;
  format: OddsFormat;
  money: (value: number) => string;
  onKeep: () => void;
  onNew: () => void;
}) {
  const intl = useIntl();
  const names = useMarketNames();
  const placed = ticket.placedBets;
  // The slip's selections name what was placed; the odds are the stored ones.
  const known = new Map(allSelections(ticket.processingBets).map((s) => [s.id, s]));
  const draw = intl.formatMessage({ id: 'betslip.draw' });
  const totalStake = placed.reduce((sum, bet) => sum + bet.stake, 0);
  const totalWin = placed.reduce((sum, bet) => sum + bet.potentialWin, 0);
  return (
    <div className={styles.success} role="status">
      <p className={styles.successTitle}>
        {intl.formatMessage({ id: 'betslip.success.title' }, { count: placed.length })}
      </p>
      <ul className={styles.receipt}>
        {placed.map((bet) => (
          <li key={bet.id}>
            <span>
              {intl.formatMessage({ id: 'betslip.success.ref' }, { ref: bet.ref ?? bet.id })}
            </span>
            <span>
              {intl.formatMessage({ id: `betslip.type.${bet.betType}` })} @{' '}
              <strong>{formatOdds(bet.odds, format)}</strong>
            </span>
            <ul className={styles.receiptLegs}>
              {bet.selectionIds.map((id, i) => {
                const selection = known.get(id);
                const odds = bet.selectionOdds?.[i] ?? selection?.acceptedOdds;
                if (!selection) return null;
                const match = selection.nameB
                  ? `${selection.nameA} – ${selection.nameB}`
                  : selection.nameA;
                const named = selectionNames(names, selection);
                return (
                  <li key={id}>
                    <span>
                      {outcomeLabel(named.outcome, selection.nameA, selection.nameB, draw)} ·{' '}
                      {named.market} · {match}
                    </span>
                    {odds ? <strong>{formatOdds(odds, format)}</strong> : null}
                  </li>
                );
              })}
            </ul>
            {bet.bonus ? (
              <span className={styles.receiptBonus} data-testid="receipt-bonus">
                {bet.bonus.type === 'comboboost' && bet.bonus.odds
                  ? intl.formatMessage(
                      { id: 'betslip.success.boost' },
                      {
                        percent: intl.formatNumber(bet.bonus.odds / 10_000 - 1, {
                          style: 'percent',
                          maximumFractionDigits: 1,
                        }),
                      },
                    )
                  : intl.formatMessage({ id: 'betslip.success.freebet' })}
              </span>
            ) : null}
            <span data-testid="receipt-stake-win">
              {intl.formatMessage(
                { id: 'betslip.success.stake-win' },
                { stake: money(bet.stake), win: money(bet.potentialWin) },
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{intl.formatMessage({ id: 'betslip.total-stake' })}</dt>
          <dd data-testid="receipt-total-stake">{money(totalStake)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'betslip.potential-win' })}</dt>
          <dd data-testid="receipt-potential-win">{money(totalWin)}</dd>
        </div>
      </dl>
      <div className={styles.receiptActions}>
        {ticket.processingBets.length > 0 ? (
          <button type="button" className={styles.primaryButton} onClick={onKeep}>
            {intl.formatMessage({ id: 'betslip.success.keep' })}
          </button>
        ) : null}
        <button type="button" className={styles.secondaryButton} onClick={onNew}>
          {intl.formatMessage({ id: 'betslip.success.new' })}
        </button>
      </div>
    </div>
  );
}
