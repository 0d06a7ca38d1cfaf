// My bets tests' shared page: a signed-in player on a fake platform and the bets the API lists.
import { afterEach } from 'vitest';
import type { ServerBetBody } from '@sportsbook/contracts';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi } from '@/testing/fake-api';
import { eurAccount, profile, sbSettings, serverBet } from '@/testing/fixtures';
import { renderPage, resetBetweenTests } from '@/testing/render';
import { MyBets } from './my-bets';

export const api = fakeApi()
  .on('GET', '/api/platform/player', { body: profile() })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
  .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
  .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
resetBetweenTests(usePlayer, useAlerts);
afterEach(() => getQueryClient().clear());

/** One page of the bets list as the API answers it. */
export const page = (bets: ServerBetBody[], pages = 1, current = 1) => ({
  body: {
    data: bets,
    pagination: { total: bets.length, page: current, limit: 20, last_page: pages },
  },
});

/** The bets the API lists for each filter, and My bets of a signed-in player. */
export function renderMyBets(bets: ServerBetBody[] = [serverBet()], loggedIn = true) {
  api.on('GET', '/api/sb/bets', page(bets));
  return renderPage(<MyBets locale="en" loggedIn={loggedIn} />);
}
