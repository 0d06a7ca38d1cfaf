// My bets names a selection's match in the reader's language, as the catalogue named it when the
// bet was placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedMarkets, bet, bettingApp, pick, place, prematchMatches } from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import type { Client } from '../../test/platform';

describe.each(databaseKinds)('bet history names on %s', (kind) => {
  let t: FeedTestApp;
  let player: Client;

  beforeAll(async () => {
    ({ t, player } = await bettingApp(kind));
  });
  afterAll(() => t.close());

  it('answers a placed bet with its match named in the language asked, else the default', async () => {
    const match = prematchMatches(t).find(
      (m) => m.home?.name === 'Bayern Munich' || m.away?.name === 'Bayern Munich',
    )!;
    expect(match).toBeDefined();
    const placed = await place(player, [bet([pick(match, allowedMarkets(match)[0])])]);
    expect(placed.statusCode, placed.body).toBe(201);
    const nameIn = async (locale?: string) => {
      const res = await player.get(
        `/api/sb/bets?status=submitted${locale ? `&locale=${locale}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as {
        data: Array<{ selections: Array<{ match: { id: number; name: string } }> }>;
      };
      return page.data[0]!.selections[0]!.match.name;
    };
    expect(await nameIn()).toBe(match.name);
    expect(await nameIn('de')).toContain('Bayern München');
    expect(await nameIn('ar')).toContain('بايرن ميونخ');
    expect(await nameIn('fr')).toBe(match.name);
    // The snapshot stays when the catalogue forgets the match.
    t.app.catalogue.store.removeMatch(match.id);
    expect(await nameIn('pt-BR')).toContain('Bayern de Munique');
  });
});
