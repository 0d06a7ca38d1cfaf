// A time-out or self-exclusion that begins ends every session of the player at once: each device
// answers 401 on its next call, and every open tab is told live on the private channel.
import type { UserLimit } from '@sportsbook/contracts';
import type { SessionStore } from '../auth/sessions';
import type { PlayerEventPublisher } from '../player-events';

export async function signOutExcluded(
  sessions: SessionStore,
  announce: PlayerEventPublisher,
  playerId: string,
  limit: UserLimit,
): Promise<void> {
  if (limit.type !== 'time_out' && limit.type !== 'self_exclusion') return;
  if (limit.status !== 'active' || !limit.disable_at) return;
  await sessions.revokeAll(playerId);
  await announce(playerId, {
    event_name: 'session_ended',
    message: { reason: limit.type, until: limit.disable_at },
  });
}
