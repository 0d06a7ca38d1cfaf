// Money shown equals money moved: for every bet type in every currency of the site, the total the
// slip shows (the domain's ticketDebit, the function the slip renders) is what the ledger books,
// and the slip's potential win is the stored one. Bets go through the routes as the slip sends
// them (the contracts' request mapper).
import { toPlaceBetsRequest } from '@sportsbook/contracts/slip-mappers';
import {
  betPotentialWin,
  newBet,
  oddsFromDecimal,
  systemStakeSplit,
  ticketDebit,
  minorUnits,
  type BetSlipBet,
  type BetType,
} from '@sportsbook/domain';
import { selection } from '@sportsbook/domain/test-support';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../platform/schema/wallet';
import { currency as currencyOf } from '../site/currencies';
import { defaultSiteConfigFile, parseSiteConfig } from '../site/site-config';
import { allowedMarkets, bettingApp, pick, prematchMatches, type Sel } from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import type { Client } from '../../test/platform';

/** A catalogue pick as the slip holds it (the domain's selection form). */
const slipSelection = (sel: Sel) =>
  selection({
    matchId: sel.match_id,
    marketId: sel.market_id,
    specifier: sel.specifier,
    outcomeId: sel.outcome_id,
    odds: oddsFromDecimal(sel.odds),
  });

/**
 * Stakes that do not divide evenly (a system of 3 lines keeps a remainder): 10.01 in a fiat
 * currency, 0.00012346 BTC in a crypto currency with 8 decimals.
 */
/** Every currency of the site configuration the product runs with. */
const SITE_CURRENCIES = parseSiteConfig(
  JSON.parse(readFileSync(defaultSiteConfigFile(), 'utf8')),
  'site-config.json',
).currencies;

const awkwardStake = (subunits: number) => minorUnits(subunits >= 1_000_000 ? 12_346 : 1_001);

describe.each(databaseKinds)('slip totals against the ledger on %s', (kind) => {
  let t: FeedTestApp;
  let player: Client;
  let playerId: string;

  beforeAll(async () => {
    ({ t, player, playerId } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  /** The ledger row of a bet's stake. */
  const stakeRow = async (betId: string) => {
    const rows = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `bet:${betId}`));
    return rows.filter((r) => r.playerId === playerId && r.amount < 0);
  };

  /** The four bet types of the slip, in the slip's form, for one currency. */
  async function slipBets(code: string): Promise<Array<[BetType, BetSlipBet]>> {
    const [a, b, c] = prematchMatches(t);
    const { subunits } = currencyOf(code);
    const ctx = { currency: code, subunits };
    const stake = awkwardStake(subunits);
    const picks = [pick(a!), pick(b!), pick(c!)];
    const markets = allowedMarkets(a!);
    const legs = [pick(a!, markets[0]!), pick(a!, markets[1]!)];
    const priced = (await player.post('/api/sb/bets/custom/odds', { selections: legs })).json();
    expect(priced.available).toBe(true);
    const custom = {
      ...newBet('custom', legs.map(slipSelection), ctx, stake),
      customOdds: oddsFromDecimal(priced.odds),
    };
    return [
      ['single', newBet('single', [slipSelection(picks[0]!)], ctx, stake)],
      ['combo', newBet('combo', picks.slice(0, 2).map(slipSelection), ctx, stake)],
      [
        'system',
        {
          ...newBet('system', picks.map(slipSelection), ctx, stake),
          systemType: { totalCount: 3, winCount: 2 },
        },
      ],
      ['custom', custom],
    ];
  }

  it('runs with the currencies of the site configuration, a crypto one among them', () => {
    expect(t.app.site.config.currencies).toEqual(SITE_CURRENCIES);
    expect(SITE_CURRENCIES.some((code) => !currencyOf(code).fiat)).toBe(true);
  });

  it.each(SITE_CURRENCIES)('books in %s what the slip shows', async (code) => {
    const switched = await player.post('/api/platform/player/accounts', { currency: code });
    expect(switched.statusCode).toBeLessThan(300);
    const funded = await player.post('/api/platform/player/deposits', {
      amount: t.app.site.config.demo_cashier.pending_above[code],
      currency: code,
    });
    expect(funded.statusCode).toBeLessThan(300);

    for (const [type, slipBet] of await slipBets(code)) {
      const shown = ticketDebit([slipBet]);
      const res = await player.post(
        '/api/sb/bets',
        toPlaceBetsRequest([slipBet], { deviceId: 'device-1', locale: 'en' }),
      );
      expect(res.statusCode, `${type} in ${code}: ${res.body}`).toBe(201);
      const [placed] = res.json().data as Array<{
        id: string;
        type: string;
        stake: { value: number; currency: string };
        potential_win_amount: number;
      }>;
      expect(placed!.type).toBe(type);
      const rows = await stakeRow(placed!.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.currency).toBe(code);
      expect(-rows[0]!.amount, `${type} in ${code}`).toBe(shown);
      expect(placed!.stake).toMatchObject({ value: shown, currency: code });
      expect(placed!.potential_win_amount, `${type} in ${code}`).toBe(betPotentialWin(slipBet));
      if (type === 'system') {
        // The rule the slip states: 3 lines × the stake per line, the remainder never taken.
        const split = systemStakeSplit(slipBet.stake, slipBet.systemType!);
        expect(split.lines * split.perLine).toBe(shown);
        expect(split.remainder).toBeGreaterThan(0);
      }
    }
  });
});
