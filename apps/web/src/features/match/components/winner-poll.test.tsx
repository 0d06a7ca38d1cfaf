// @vitest-environment jsdom
import type { VotePoll, VoteResults } from '@sportsbook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { listedMatch } from '@/testing/catalogue';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { WinnerPoll } from './winner-poll';

const realtime = fakeRealtime();
const api = fakeApi();
resetBetweenTests(usePlayer, useAuthModal, useAlerts);
afterEach(() => getQueryClient().clear());

const match = listedMatch(101, ['Arsenal', 'Chelsea']);
const PREDICTION = 'match:101:winner';

const results = (counts: Record<string, number>, open = true): VoteResults => ({
  prediction_id: PREDICTION,
  outcomes: ['home', 'draw', 'away'],
  counts,
  total: Object.values(counts).reduce((sum, n) => sum + n, 0),
  open,
});

const poll = (
  counts: Record<string, number>,
  mine: string | null = null,
  open = true,
): VotePoll => ({
  results: results(counts, open),
  vote:
    mine === null
      ? null
      : {
          prediction_id: PREDICTION,
          data: { outcome: mine as 'home' },
          created_at: '2026-11-27T10:00:00Z',
        },
});

const signedIn = () =>
  usePlayer.setState({
    authStatus: 'LOGGED_IN',
    profile: { id: '42' } as ReturnType<typeof usePlayer.getState>['profile'],
  });

/** The poll once its votes are read (until then its frame holds the place, busy). */
const region = () =>
  waitFor(() => {
    const found = screen.getByRole('region', { name: en('vote.title') });
    expect(found.getAttribute('aria-busy')).toBeNull();
    return found;
  });
const choices = () => within(screen.getByRole('group', { name: en('vote.title') }));
/** Each result line as "label share": what the player reads. */
const resultLines = () =>
  within(screen.getByTestId('poll-results'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the winner poll before the player voted', () => {
  beforeEach(() => {
    api.on('GET', '/api/sb/vote', { body: poll({ home: 3, draw: 1 }) });
  });

  it('asks for the match’s poll and offers the three outcomes by team name', async () => {
    signedIn();
    renderPage(<WinnerPoll match={match} />);
    await region();
    expect(api.sentTo('GET', '/api/sb/vote')[0]!.query.get('prediction_id')).toBe(PREDICTION);
    expect(
      choices()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Arsenal', en('vote.draw'), 'Chelsea']);
    expect(screen.queryByTestId('poll-results')).toBeNull();
  });

  it('waits for the session before asking for the poll', async () => {
    usePlayer.setState({ authStatus: 'UNKNOWN' });
    renderPage(<WinnerPoll match={match} />);
    await settle();
    expect(api.sent).toEqual([]);
    // Its frame keeps the place meanwhile: the same choices, not yet to be pressed.
    const frame = screen.getByRole('region', { name: en('vote.title') });
    expect(frame.getAttribute('aria-busy')).toBe('true');
    const buttons = choices().getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Arsenal',
      en('vote.draw'),
      'Chelsea',
    ]);
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('asks a visitor to sign in instead of voting', async () => {
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN' });
    const { user } = renderPage(<WinnerPoll match={match} />);
    await region();
    await user.click(choices().getByRole('button', { name: 'Arsenal' }));
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in' });
    expect(api.sentTo('POST', '/api/sb/vote')).toEqual([]);
  });

  it('sends the vote, then shows the results with the player’s pick', async () => {
    api.on('POST', '/api/sb/vote', { body: poll({ home: 4, draw: 1 }, 'home') });
    signedIn();
    const { user } = renderPage(<WinnerPoll match={match} />);
    await region();
    await user.click(choices().getByRole('button', { name: 'Arsenal' }));
    await screen.findByTestId('poll-results');
    expect(api.sentTo('POST', '/api/sb/vote')[0]!.body).toEqual({
      prediction_id: PREDICTION,
      data: { outcome: 'home' },
    });
    expect(resultLines()).toEqual([
      `Arsenal${en('vote.your-choice')}80%`,
      `${en('vote.draw')}20%`,
      'Chelsea0%',
    ]);
    expect(screen.getByText('5 votes')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('takes one vote at a time: the choices wait while it is sent', async () => {
    const answer = heldReply({ body: poll({ home: 1 }, 'away') });
    api.on('POST', '/api/sb/vote', answer.responder);
    signedIn();
    const { user } = renderPage(<WinnerPoll match={match} />);
    await region();
    await user.click(choices().getByRole('button', { name: 'Chelsea' }));
    await waitFor(() =>
      expect(choices().getByRole('button', { name: 'Arsenal' })).toHaveProperty('disabled', true),
    );
    await user.click(choices().getByRole('button', { name: 'Arsenal' }));
    expect(api.sentTo('POST', '/api/sb/vote')).toHaveLength(1);
    answer.release();
    await screen.findByTestId('poll-results');
  });

  it('says so and shows the results when the player already voted elsewhere (409)', async () => {
    api.on('POST', '/api/sb/vote', () => {
      api.on('GET', '/api/sb/vote', { body: poll({ home: 3, draw: 2 }, 'draw') });
      return {
        status: 409,
        body: { code: 'VOTE_ALREADY_CAST', message: 'error.vote.already_cast' },
      };
    });
    signedIn();
    const { user } = renderPage(<WinnerPoll match={match} />);
    await region();
    await user.click(choices().getByRole('button', { name: 'Arsenal' }));
    await screen.findByTestId('poll-results');
    expect(screen.getByText(en('error.vote.already_cast'))).toBeTruthy();
    expect(resultLines()[1]).toBe(`${en('vote.draw')}${en('vote.your-choice')}40%`);
  });
});

describe('the winner poll’s results', () => {
  it('shows the player’s earlier vote with the results and no choices', async () => {
    api.on('GET', '/api/sb/vote', { body: poll({ away: 1 }, 'away') });
    signedIn();
    renderPage(<WinnerPoll match={match} />);
    await screen.findByTestId('poll-results');
    expect(resultLines()).toEqual([
      'Arsenal0%',
      `${en('vote.draw')}0%`,
      `Chelsea${en('vote.your-choice')}100%`,
    ]);
    expect(screen.getByText('1 vote')).toBeTruthy();
  });

  it('shows the final results of a closed poll to everyone, without choices', async () => {
    api.on('GET', '/api/sb/vote', { body: poll({ home: 1, away: 3 }, null, false) });
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN' });
    renderPage(<WinnerPoll match={match} />);
    await screen.findByTestId('poll-results');
    expect(screen.getByText(en('vote.closed'))).toBeTruthy();
    expect(resultLines()).toEqual(['Arsenal25%', `${en('vote.draw')}0%`, 'Chelsea75%']);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows no share out of nothing: an empty poll is 0% everywhere', async () => {
    api.on('GET', '/api/sb/vote', { body: poll({}, null, false) });
    signedIn();
    renderPage(<WinnerPoll match={match} />);
    await screen.findByTestId('poll-results');
    expect(resultLines()).toEqual(['Arsenal0%', `${en('vote.draw')}0%`, 'Chelsea0%']);
    expect(screen.getByText('0 votes')).toBeTruthy();
  });

  it('moves live as others vote (vote_changed on the match channel)', async () => {
    api.on('GET', '/api/sb/vote', { body: poll({ home: 1 }, 'home') });
    signedIn();
    renderPage(<WinnerPoll match={match} />);
    await screen.findByTestId('poll-results');
    expect(realtime.held()).toContain('match:101');
    realtime.channel('match:101', {
      event_name: 'vote_changed',
      message: { results: results({ home: 1, away: 3 }) },
    });
    await waitFor(() => expect(resultLines()[2]).toBe('Chelsea75%'));
    expect(screen.getByText('4 votes')).toBeTruthy();
  });

  it('ignores another poll’s votes and other events of the channel', async () => {
    api.on('GET', '/api/sb/vote', { body: poll({ home: 1 }, 'home') });
    signedIn();
    renderPage(<WinnerPoll match={match} />);
    await screen.findByTestId('poll-results');
    realtime.channel('match:101', {
      event_name: 'vote_changed',
      message: { results: { ...results({ away: 9 }), prediction_id: 'match:101:first-goal' } },
    });
    realtime.channel('match:101', { event_name: 'something_else', message: {} });
    await settle();
    expect(resultLines()[0]).toBe(`Arsenal${en('vote.your-choice')}100%`);
  });
});
