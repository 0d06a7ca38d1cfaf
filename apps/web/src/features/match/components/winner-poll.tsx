'use client';
// The match's "who will win" poll: the player votes once; then the results show, and they move
// live as others vote (vote_changed on the match channel). A visitor is asked to sign in.
import type { Match, VoteChanged, VotePoll, VoteResults } from '@sportsbook/contracts';
import { channels, winnerPredictionId } from '@sportsbook/contracts/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { ClientApiError, reportFailure } from '@/lib/api/client';
import { useAlerts } from '@/lib/alerts';
import { onChannelEvent } from '@/lib/live/connection';
import { isEvent } from '@/lib/live/realtime-events';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { castVote, votePollQuery } from '../api/vote';
import {
  PollChoices,
  useOutcomeLabel,
  WinnerPollFrame,
  WinnerPollPlaceholder,
  type PollOutcome,
} from './winner-poll-frame';
import styles from './winner-poll.module.css';

function Results({
  results,
  chosen,
  label,
}: {
  results: VoteResults;
  chosen: PollOutcome | null;
  label: (outcome: PollOutcome) => string;
}) {
  const intl = useIntl();
  return (
    <>
      <ul className={styles.results} data-testid="poll-results">
        {results.outcomes.map((outcome) => {
          const votes = results.counts[outcome] ?? 0;
          const share = results.total > 0 ? votes / results.total : 0;
          return (
            <li key={outcome} className={styles.result}>
              <span className={styles.resultLabel}>
                <bdi>{label(outcome)}</bdi>
                {chosen === outcome ? (
                  <span className={styles.mine}>
                    {intl.formatMessage({ id: 'vote.your-choice' })}
                  </span>
                ) : null}
              </span>
              <span className={styles.share}>
                {intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })}
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.total} aria-live="polite">
        {intl.formatMessage({ id: 'vote.total' }, { count: results.total })}
      </p>
    </>
  );
}

function WinnerPollBody({ match }: { match: Match }) {
  const intl = useIntl();
  const client = useQueryClient();
  const predictionId = winnerPredictionId(match.id);
  const auth = usePlayer((s) => s.authStatus);
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  const query = votePollQuery(predictionId, playerId);
  const poll = useQuery({ ...query, enabled: auth !== 'UNKNOWN', meta: { inlineError: true } });
  const label = useOutcomeLabel(match);
  const setResults = (results: VoteResults) =>
    client.setQueriesData<VotePoll>({ queryKey: ['vote', predictionId] }, (current) =>
      current ? { ...current, results } : current,
    );
  useEffect(
    () =>
      onChannelEvent(channels.match(match.id), (event) => {
        if (!isEvent<VoteChanged>(event, 'vote_changed')) return;
        if (event.message.results.prediction_id === predictionId) setResults(event.message.results);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setResults only reads the client
    [match.id, predictionId],
  );
  const vote = useMutation({
    mutationFn: (outcome: PollOutcome) => castVote(predictionId, { outcome }),
    onSuccess: (answer) => client.setQueryData(query.queryKey, answer),
    onError: (error) => {
      if (error instanceof ClientApiError && error.status === 409) {
        useAlerts
          .getState()
          .show({ kind: 'error', title: intl.formatMessage({ id: error.messageId }) });
        void poll.refetch();
        return;
      }
      reportFailure(error, true);
    },
  });
  // A poll that could not be read leaves the page; one being read keeps its place.
  if (poll.isError) return null;
  if (!poll.data) return <WinnerPollPlaceholder match={match} />;
  const { results, vote: mine } = poll.data;
  const showResults = mine !== null || !results.open;
  return (
    <WinnerPollFrame match={match}>
      {showResults ? (
        <>
          {!results.open ? (
            <p className={styles.total}>{intl.formatMessage({ id: 'vote.closed' })}</p>
          ) : null}
          <Results results={results} chosen={mine?.data.outcome ?? null} label={label} />
        </>
      ) : (
        <PollChoices
          match={match}
          outcomes={results.outcomes}
          disabled={vote.isPending}
          onChoose={(outcome) => {
            if (!playerId) return useAuthModal.getState().open({ modal: 'sign_in' });
            vote.mutate(outcome);
          }}
        />
      )}
    </WinnerPollFrame>
  );
}

export const WinnerPoll = withQueryClient(WinnerPollBody);
