'use client';
// The winner poll's frame: its heading and a choice per outcome. The page draws it (disabled) until
// the poll's code and votes are here, so the tabs below do not move when the poll arrives.
import type { Match, VoteResults } from '@sportsbook/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './winner-poll.module.css';

export type PollOutcome = VoteResults['outcomes'][number];

/** What a choice is called: a side's name, or the draw. */
export function useOutcomeLabel(match: Match): (outcome: PollOutcome) => string {
  const intl = useIntl();
  return (outcome) =>
    outcome === 'home'
      ? (match.competitors.home?.name ?? '')
      : outcome === 'away'
        ? (match.competitors.away?.name ?? '')
        : intl.formatMessage({ id: 'vote.draw' });
}

export function WinnerPollFrame({
  match,
  busy = false,
  children,
}: {
  match: Match;
  busy?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section
      className={styles.poll}
      aria-labelledby={`poll-${match.id}`}
      aria-busy={busy || undefined}
    >
      <h2 id={`poll-${match.id}`} className={styles.heading}>
        {intl.formatMessage({ id: 'vote.title' })}
      </h2>
      {children}
    </section>
  );
}

/** The choices, each a button (disabled until the poll can take a vote). */
export function PollChoices({
  match,
  outcomes,
  disabled,
  onChoose,
}: {
  match: Match;
  outcomes: readonly PollOutcome[];
  disabled: boolean;
  onChoose?: (outcome: PollOutcome) => void;
}) {
  const label = useOutcomeLabel(match);
  return (
    <div className={styles.choices} role="group" aria-labelledby={`poll-${match.id}`}>
      {outcomes.map((outcome) => (
        <button
          key={outcome}
          type="button"
          className={styles.choice}
          disabled={disabled}
          onClick={onChoose ? () => onChoose(outcome) : undefined}
        >
          <bdi>{label(outcome)}</bdi>
        </button>
      ))}
    </div>
  );
}

/** The outcomes a match's poll most likely has: a draw where the main market has three. */
const likelyOutcomes = (match: Match): PollOutcome[] =>
  match.tournament.sport.main_market_outcomes_count === 3
    ? ['home', 'draw', 'away']
    : ['home', 'away'];

/** The poll as it stands before its votes are read. */
export function WinnerPollPlaceholder({ match }: { match: Match }) {
  return (
    <WinnerPollFrame match={match} busy>
      <PollChoices match={match} outcomes={likelyOutcomes(match)} disabled />
    </WinnerPollFrame>
  );
}
