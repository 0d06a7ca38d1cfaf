// The jackpot widget's markup, drawn from data and a formatter only: the page's server render
// draws it first (no layout shift when the widget's code arrives), the widget's body draws the
// same after each refetch.
import type { Jackpot } from '@sportsbook/contracts';
import { money } from './jackpot-money';
import styles from './jackpots.module.css';

/** What the cards format with: react-intl's formatter on either side (server or browser). */
interface CardsIntl {
  locale: string;
  formatMessage(descriptor: { id: string }, values?: Record<string, string>): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

function JackpotCard({ jackpot, intl }: { jackpot: Jackpot; intl: CardsIntl }) {
  const id = `jackpot-${jackpot.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={id} data-testid="jackpot-card">
      <div className={styles.head}>
        <h3 id={id} className={styles.name}>
          {jackpot.name}
        </h3>
        {jackpot.state === 'active' ? null : (
          <span className={styles.badge}>
            {intl.formatMessage({ id: `jackpots.state.${jackpot.state}` })}
          </span>
        )}
      </div>
      <p className={styles.amount} data-testid="jackpot-amount">
        {money(intl, jackpot.amount, jackpot.currency)}
      </p>
      <ul className={styles.levels} aria-label={intl.formatMessage({ id: 'jackpots.levels' })}>
        {jackpot.levels.map((level) => (
          <li
            key={level.code}
            className={styles.level}
            data-state={level.state}
            data-testid={`jackpot-level-${level.code}`}
          >
            <span className={styles.levelName}>
              {level.name}
              {level.state === 'active' ? null : (
                <span className={styles.muted}>
                  {' '}
                  ({intl.formatMessage({ id: 'jackpots.level.inactive' })})
                </span>
              )}
            </span>
            <span className={styles.levelPool}>
              {money(intl, level.pool_amount, jackpot.currency)}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {intl.formatMessage(
          { id: 'jackpots.contribution' },
          {
            percent: intl.formatNumber(jackpot.contribution_percent / 100, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
            // Only stakes in the jackpot's currency take part: said, for players in others.
            currency: jackpot.currency,
            minStake: money(intl, jackpot.min_stake, jackpot.currency),
          },
        )}
      </p>
    </article>
  );
}

/** The widget with its jackpots; nothing when there are none. One widget per page. */
export function JackpotCards({ jackpots, intl }: { jackpots: Jackpot[]; intl: CardsIntl }) {
  if (jackpots.length === 0) return null;
  return (
    <section
      className={styles.widget}
      aria-labelledby="jackpots-title"
      data-testid="jackpot-widget"
    >
      <h2 id="jackpots-title" className={styles.title}>
        {intl.formatMessage({ id: 'jackpots.title' })}
      </h2>
      <div className={styles.cards}>
        {jackpots.map((jackpot) => (
          <JackpotCard key={jackpot.id} jackpot={jackpot} intl={intl} />
        ))}
      </div>
    </section>
  );
}
