// @vitest-environment jsdom
import type { MatchLineups, MatchTimeline } from '@sportsbook/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { liveCatalogue } from '@/lib/live/live-catalogue';
import { listedMatch } from '@/testing/catalogue';
import { fakeApi } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { en, renderPage } from '@/testing/render';
import { MatchLineups as Lineups } from './match-lineups';
import { MatchTimeline as Timeline } from './match-timeline';

fakeRealtime();
const api = fakeApi();
afterEach(() => getQueryClient().clear());

const match = listedMatch(202, ['Arsenal', 'Chelsea'], {
  status: 1,
  statistics: {
    clock: null,
    total_score: { home: 1, away: 0 },
    game_score: null,
    period_score: [],
    current_server: null,
    max_period_number: 2,
  },
});
const score = { home: 0, away: 0 };
const totals = {
  corners: { home: 4, away: 2 },
  yellow_cards: { home: 0, away: 1 },
  red_cards: score,
  shots: { home: 7, away: 3 },
  shots_on_target: { home: 3, away: 1 },
};
const goal = (minute: number, name: string, home: number) => ({
  kind: 'goal' as const,
  side: 'home' as const,
  minute,
  player_id: `arsenal-${minute}`,
  player_name: name,
  score: { home, away: 0 },
});
const timeline = (events: MatchTimeline['events']): MatchTimeline => ({
  match_id: 202,
  events,
  totals,
});

describe('the match timeline', () => {
  it('lists goals and cards in order with minute and scorer, and the counts by side', async () => {
    api.on('GET', '/api/sb/matches/202/timeline', {
      body: timeline([
        goal(12, 'Bruno Silva', 1),
        {
          kind: 'yellow_card',
          side: 'away',
          minute: 30,
          player_id: 'chelsea-4',
          player_name: 'Leon Weber',
          score: null,
        },
      ]),
    });
    renderPage(<Timeline match={match} />);
    const list = await screen.findByTestId('match-timeline');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain(
      en('match.timeline.entry', {
        minute: 12,
        kind: en('match.timeline.goal'),
        player: 'Bruno Silva',
        team: 'Arsenal',
      }),
    );
    expect(entries[0]?.textContent).toContain('1:0');
    expect(entries[1]?.textContent).toContain('Leon Weber');
    const table = screen.getByRole('table', { name: en('match.timeline.totals') });
    const corners = within(table).getByRole('row', { name: /Corners/ });
    expect(corners?.textContent).toContain('42');
  });

  it('reads the timeline again when the live score moves', async () => {
    api.on('GET', '/api/sb/matches/202/timeline', { body: timeline([goal(12, 'Bruno Silva', 1)]) });
    renderPage(<Timeline match={match} />);
    await screen.findByText('Bruno Silva', { selector: 'bdi' });
    api.on('GET', '/api/sb/matches/202/timeline', {
      body: timeline([goal(12, 'Bruno Silva', 1), goal(50, 'Kai Costa', 2)]),
    });
    act(() =>
      liveCatalogue.apply({
        event_name: 'match_changed',
        message: {
          match: {
            id: 202,
            status: 1,
            statistics: { ...match.statistics, total_score: { home: 2, away: 0 } },
          },
        },
      } as never),
    );
    expect(await screen.findByText('Kai Costa', { selector: 'bdi' })).toBeTruthy();
    expect(api.sentTo('GET', '/api/sb/matches/202/timeline')).toHaveLength(2);
  });
});

describe('the line-ups', () => {
  it('shows each side’s starters by position and its bench', async () => {
    const player = (shirt: number, name: string, position: string) => ({
      id: `x-${shirt}`,
      name,
      shirt,
      position,
    });
    const side: MatchLineups['home'] = {
      starters: [player(1, 'Adam Berg', 'GK'), player(9, 'Bruno Silva', 'FW')],
      bench: [player(12, 'Emil Dahl', 'GK')],
    };
    api.on('GET', '/api/sb/matches/202/lineups', {
      body: { match_id: 202, home: side, away: side } satisfies MatchLineups,
    });
    renderPage(<Lineups match={match} />);
    const home = await screen.findByRole('region', { name: 'Arsenal' });
    expect(
      within(home).getByRole('heading', { name: en('match.lineups.position.forwards') }),
    ).toBeTruthy();
    expect(within(home).getByText('Bruno Silva')).toBeTruthy();
    expect(within(home).getByRole('heading', { name: en('match.lineups.bench') })).toBeTruthy();
    expect(within(home).getByText('Emil Dahl')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chelsea' })).toBeTruthy();
  });
});
