import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import type { CatalogueEvent } from '@sportsbook/contracts';
import { describe, expect, it } from 'vitest';
import { CatalogueStore } from '../../catalogue/store';
import { FeedIngest } from '../ingest';
import type { FeedMessage } from '../messages';
import { sportModels } from './models/index';
import { SimulatedFeedProvider } from './simulated-provider';

const T0 = Date.parse('2026-11-23T12:00:00Z');

function runFeed(options: { speed?: number; seed?: number; store?: CatalogueStore } = {}) {
  const store = options.store ?? new CatalogueStore();
  const published: { channels: string[]; event: CatalogueEvent }[] = [];
  const messages: FeedMessage[] = [];
  const ingest = new FeedIngest(store, (channels, event) => published.push({ channels, event }), [
    'en',
    'de',
  ]);
  const clock = { now: T0 };
  const provider = new SimulatedFeedProvider(store, {
    seed: options.seed ?? 7,
    speed: options.speed ?? 60,
    tickMs: 1000,
    horizonDays: 1,
    outages: false,
    liveCoverage: 1,
    now: () => clock.now,
    models: sportModels,
  });
  void provider.start((message) => {
    messages.push(message);
    ingest.apply(message);
  });
  void provider.stop();
  return { store, published, messages, clock, provider, ingest };
}

describe('simulated feed', () => {
  it('plays a full soccer match: goes live, clock and score advance, markets suspend, finishes and settles', () => {
    const feed = runFeed({ speed: 60 });
    const soccer = [...feed.store.matches.values()].filter(
      (m) => m.sportId === 1 && m.type === 'match',
    );
    const match = soccer.sort((a, b) => a.startTime - b.startTime).find((m) => m.startTime > T0);
    expect(match).toBeDefined();
    const id = match?.id as number;
    // Jump to kick-off, then tick every wall second (one simulated minute) for two hours of match.
    feed.clock.now = (match?.startTime as number) + 1000;
    feed.provider.tick();
    expect(feed.store.matches.get(id)?.status).toBe(MATCH_STATUS.live);
    const clocks: string[] = [];
    for (let i = 0; i < 150 && feed.store.matches.get(id)?.status === MATCH_STATUS.live; i += 1) {
      feed.clock.now += 1000;
      feed.provider.tick();
      const time = feed.store.matches.get(id)?.statistics.clock?.match_time;
      if (time) clocks.push(time);
    }
    const final = feed.store.matches.get(id);
    expect(final?.status).toBe(4);
    expect(clocks.length).toBeGreaterThan(60);
    expect(clocks.at(-1)).toBe('90:00');

    const events = feed.published
      .filter(({ channels }) => channels.includes(`match:${id}`))
      .map(({ event }) => event);
    const statuses = events.flatMap((e) =>
      e.event_name === 'match_status_changed' ? [e.message.status] : [],
    );
    expect(statuses).toEqual([1, 4]);
    expect(events.some((e) => e.event_name === 'match_changed')).toBe(true);
    // Every published status change also reaches each language channel.
    const statusChannels = feed.published.find(
      ({ event }) => event.event_name === 'match_status_changed' && event.message.match_id === id,
    )?.channels;
    expect(statusChannels).toEqual(expect.arrayContaining(['lang:en', 'lang:de', `match:${id}`]));

    const score = final?.statistics.total_score;
    const halves = final?.statistics.period_score ?? [];
    expect(halves).toHaveLength(2);
    expect((halves[0]?.home ?? 0) + (halves[1]?.home ?? 0)).toBe(score?.home);
    const goals = (score?.home ?? 0) + (score?.away ?? 0);
    const suspensions = events.filter(
      (e) =>
        e.event_name === 'markets_changed' &&
        e.message.markets.some((m) => m.status === MARKET_STATUS.suspended),
    );
    if (goals > 0) expect(suspensions.length).toBeGreaterThan(0);

    const settlement = feed.messages.find((m) => m.type === 'bet_settlement' && m.matchId === id);
    expect(settlement).toBeDefined();
    const oneXTwo = final?.markets.get('1|');
    const expected =
      (score?.home ?? 0) > (score?.away ?? 0)
        ? '1'
        : (score?.home ?? 0) < (score?.away ?? 0)
          ? '3'
          : '2';
    expect(oneXTwo?.results?.[expected]?.result).toBe('win');
    // The event markets settle on what happened: "no goalscorer" wins exactly when nobody scored.
    const anytime = final?.markets.get('40|');
    expect(anytime?.results?.none?.result).toBe(goals === 0 ? 'win' : 'lose');
    const cornerTotal = final?.markets.get('166|total=9.5');
    expect(['win', 'lose']).toContain(cornerTotal?.results?.['12']?.result);
    expect(feed.ingest.dirty.settlements.has(id)).toBe(true);
  });

  it('plays a live match to its end on request, results included; anything else is refused', () => {
    const feed = runFeed({ speed: 1 });
    const live = [...feed.store.matches.values()].find(
      (m) => m.status === MATCH_STATUS.live && m.type === 'match',
    );
    const prematch = [...feed.store.matches.values()].find(
      (m) => m.status === MATCH_STATUS.prematch,
    );
    expect(live).toBeDefined();
    const id = live?.id as number;
    feed.clock.now += 1000;
    expect(feed.provider.playToEnd(id)).toBe(true);
    expect(feed.store.matches.get(id)?.status).toBe(4);
    const settlement = feed.messages.find((m) => m.type === 'bet_settlement' && m.matchId === id);
    expect(settlement?.type === 'bet_settlement' && settlement.markets.length).toBeGreaterThan(0);
    expect(feed.provider.playToEnd(id)).toBe(false);
    expect(feed.provider.playToEnd(prematch?.id as number)).toBe(false);
    expect(feed.provider.playToEnd(-1)).toBe(false);
  });

  it('is deterministic for a seed', () => {
    const a = runFeed({ seed: 11 });
    const b = runFeed({ seed: 11 });
    const odds = (store: CatalogueStore) =>
      [...store.matches.values()]
        .slice(0, 20)
        .map((m) => [...m.markets.values()].map((x) => x.outcomes.map((o) => o.odds)));
    expect(odds(a.store)).toEqual(odds(b.store));
  });

  it('a provider outage suspends its markets and announces the status', () => {
    const feed = runFeed();
    feed.provider.setProviderDown('genius', T0 + 30_000);
    const genius = [...feed.store.matches.values()].filter(
      (m) => m.provider === 'genius' && m.status <= MATCH_STATUS.live,
    );
    expect(genius.length).toBeGreaterThan(0);
    for (const match of genius)
      for (const market of match.markets.values()) expect(market.status).not.toBe(1);
    const announced = feed.published.find(
      ({ event }) => event.event_name === 'provider_status_changed',
    );
    expect(announced?.event).toMatchObject({ message: { provider_statuses: { genius: 'down' } } });
  });

  it('brings a provider the last run left down back up on start, its markets open again', () => {
    const first = runFeed();
    first.provider.setProviderDown('genius', T0 + 30_000);
    expect(first.store.providerStatuses.get('genius')).toBe('down');
    // A restart on the stored catalogue: the outage ended with the old process.
    const restarted = runFeed({ store: first.store });
    expect(restarted.store.providerStatuses.get('genius')).toBe('up');
    const live = [...restarted.store.matches.values()].filter(
      (m) => m.provider === 'genius' && m.status === MATCH_STATUS.live,
    );
    expect(
      live.some((m) =>
        [...m.markets.values()].some((market) => market.status === MARKET_STATUS.allowed),
      ),
    ).toBe(true);
  });

  it('keeps something in play for every sport', () => {
    const feed = runFeed();
    feed.clock.now += 1000;
    feed.provider.tick();
    const liveSports = new Set(
      [...feed.store.matches.values()]
        .filter((m) => m.status === MATCH_STATUS.live)
        .map((m) => m.sportId),
    );
    expect(liveSports.size).toBe(feed.store.sports.size);
  });
});

describe('simulated feed names', () => {
  it('publishes a new match on each language channel with its names in that language', () => {
    const feed = runFeed();
    const bayern = [...feed.store.matches.values()].find(
      (m) => m.home?.name === 'Bayern Munich' || m.away?.name === 'Bayern Munich',
    );
    expect(bayern).toBeDefined();
    const published = (channel: string) =>
      feed.published.find(
        ({ channels, event }) =>
          channels.includes(channel) &&
          event.event_name === 'match_changed' &&
          event.message.match.id === bayern?.id,
      )?.event;
    const names = (channel: string) => {
      const event = published(channel);
      if (event?.event_name !== 'match_changed') return [];
      const { competitors, tournament } = event.message.match;
      return [competitors?.home?.name, competitors?.away?.name, tournament?.category.name];
    };
    expect(names('lang:en')).toEqual(expect.arrayContaining(['Bayern Munich', 'Germany']));
    expect(names('lang:de')).toEqual(expect.arrayContaining(['Bayern München', 'Deutschland']));
    // The stored match keeps its translations; a published one carries only its language's names.
    expect(bayern?.names.de).toContain('Bayern München');
    expect(JSON.stringify(published('lang:de'))).not.toContain('"names"');
  });
});
