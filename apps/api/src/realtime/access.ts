// Who gets which real-time tokens: anyone a connection token, a player subscription tokens for the
// private channels that are theirs.
import { channels } from '@sportsbook/contracts';
import type { RealtimeOutcome } from './errors';
import type { RealtimeTokens } from './tokens';

/** Tokens are short-lived; the client fetches new ones (getToken) before they run out. */
const CONNECTION_TOKEN_TTL_S = 3600;
const SUBSCRIPTION_TOKEN_TTL_S = 3600;

/** The private channels a player may join: only their own. */
function mayJoin(playerId: string, channel: string): boolean {
  return channel === channels.user(playerId);
}

export class RealtimeAccess {
  constructor(private readonly tokens: RealtimeTokens) {}

  /** A signed-out visitor connects anonymously (an empty user). */
  async connectionToken(playerId: string | null): Promise<string> {
    return this.tokens.connectionToken(playerId ?? '', CONNECTION_TOKEN_TTL_S);
  }

  /** Subscription tokens for the asked channels the player may join; the others are left out. */
  async authorize(
    playerId: string | null,
    asked: string[],
  ): Promise<RealtimeOutcome<{ channels: { channel: string; token: string }[] }>> {
    if (playerId === null) return { ok: false, error: { code: 'UNAUTHORIZED' } };
    const allowed = [...new Set(asked)].filter((channel) => mayJoin(playerId, channel));
    return {
      ok: true,
      channels: await Promise.all(
        allowed.map(async (channel) => ({
          channel,
          token: await this.tokens.subscriptionToken(playerId, channel, SUBSCRIPTION_TOKEN_TTL_S),
        })),
      ),
    };
  }
}
