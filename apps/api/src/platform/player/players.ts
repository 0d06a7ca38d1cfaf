// Reads and writes of players: lookup by login, the profile with its active currency, field updates.
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db';
import { players } from '../schema/players';
import { accounts } from '../schema/wallet';
import { toProfile, type PlayerRow } from './profile';

export class Players {
  constructor(
    private readonly db: Database,
    private readonly defaultCurrency: string,
  ) {}

  async byId(id: string, db: Executor = this.db): Promise<PlayerRow | null> {
    const [row] = await db.select().from(players).where(eq(players.id, id));
    return row ?? null;
  }

  async byLogin(login: {
    email?: string | undefined;
    phone?: string | undefined;
  }): Promise<PlayerRow | null> {
    const where = login.email
      ? eq(players.email, login.email)
      : eq(players.authPhoneNumber, login.phone ?? '');
    const [row] = await this.db.select().from(players).where(where);
    return row ?? null;
  }

  /** The currency of the active account (the platform's "current currency"). */
  async activeCurrency(playerId: string, db: Executor = this.db): Promise<string> {
    const [row] = await db
      .select({ currency: accounts.currency })
      .from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)));
    return row?.currency ?? this.defaultCurrency;
  }

  async profile(playerId: string) {
    const player = await this.byId(playerId);
    return player ? toProfile(player, await this.activeCurrency(playerId)) : null;
  }

  async update(
    playerId: string,
    values: Partial<typeof players.$inferInsert>,
    db: Executor = this.db,
  ) {
    const [row] = await db.update(players).set(values).where(eq(players.id, playerId)).returning();
    return row ?? null;
  }

  /** Puts the player in an assigned status group (once); the groups after the change. */
  async addStatusGroup(player: PlayerRow, group: string): Promise<string[]> {
    const [row] = await this.db
      .update(players)
      .set({ statusGroups: [...new Set([...player.statusGroups, group])] })
      .where(eq(players.id, player.id))
      .returning({ statusGroups: players.statusGroups });
    return row?.statusGroups ?? [];
  }
}
