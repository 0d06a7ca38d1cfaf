// A player's bets as My bets lists them: one page, newest first, each with its cash-out offer.
import type { BetsPage } from '@sportsbook/contracts';
import { toServerBet } from './bet-dto';
import type { BetCashout } from './cashout-service';
import type { BetRepository, BetsQuery } from './repository';

export class BetHistory {
  constructor(
    private readonly bets: BetRepository,
    private readonly cashout: BetCashout,
  ) {}

  /** `locale` names the matches (a site locale; see resolveLocale). */
  async page(playerId: string, query: BetsQuery, locale?: string): Promise<BetsPage> {
    const { total, bets } = await this.bets.page(playerId, query);
    const { page, limit } = query;
    return {
      data: bets.map(({ bet, selections }) =>
        toServerBet(bet, selections, this.cashout.offer(bet, selections), locale),
      ),
      pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
    };
  }
}
