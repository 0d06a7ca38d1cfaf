// The simulated feed: creates the catalogue on first start, then runs matches on a wall-clock tick.
import { MATCH_STATUS, type OddsInt } from '@sportsbook/domain';
import { marketKey, type MatchRecord } from '../../catalogue/records';
import type { CatalogueStore } from '../../catalogue/store';
import type { FeedMessage, FeedProvider, FeedSink } from '../messages';
import { stepOdds } from '../pricing';
import { SPORTS, type SportData } from './catalogue-data';
import {
  buildStructure,
  fixtureFromPlan,
  hashSeed,
  outrightFixture,
  planExtraFixture,
  planLeagueDay,
  type Structure,
} from './fixtures';
import { sameMarket } from './market-builder';
import { runMatch, newEnvelope, type Envelope } from './match-runner';
import { outrightMarket } from './outrights';
import { createRng } from './rng';
import { SPORT_MARKETS, type SportMarkets } from './sport-markets';
import type { SportModel } from './sport-model';

export interface SimulatorOptions {
  seed: number;
  /** Simulated seconds per wall-clock second: 1 is real time, 30 plays a football match in ~4 minutes. */
  speed: number;
  tickMs: number;
  horizonDays: number;
  /** Occasional provider outages (provider_status down, then up). */
  outages: boolean;
  /** Keep at least this many matches per sport live or starting within 30 minutes. */
  liveCoverage: number;
  now: () => number;
  models: Record<string, SportModel<unknown>>;
  data?: SportData[];
  markets?: Record<string, SportMarkets>;
}

const DAY_MS = 86_400_000;
const KEEP_FINISHED_MS = 3 * DAY_MS;

export class SimulatedFeedProvider implements FeedProvider {
  readonly name = 'simulator';
  private timer: NodeJS.Timeout | undefined;
  private sink: FeedSink = () => {};
  private structure: Structure;
  private lastScheduledDay = -1;
  private outageUntil = new Map<string, number>();
  private refreshProviders = new Set<string>();
  /** Ladder steps a development control moved outcomes by: match → `market key#outcome` → steps. */
  private nudges = new Map<number, Map<string, number>>();

  constructor(
    private readonly store: CatalogueStore,
    private readonly options: SimulatorOptions,
  ) {
    this.structure = buildStructure(options.data ?? SPORTS, options.markets ?? SPORT_MARKETS);
  }

  async start(sink: FeedSink): Promise<void> {
    this.sink = sink;
    const { sports, categories, tournaments } = this.structure;
    sink({ type: 'structure', sports, categories, tournaments });
    // Outages in progress end with the process: a provider the last run left down answers again,
    // and its markets reopen on the first tick.
    for (const [provider, status] of this.store.providerStatuses) {
      if (status !== 'down') continue;
      this.refreshProviders.add(provider);
      this.emit({ type: 'provider_status', provider, status: 'up' });
    }
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One step of the feed; public so tests can drive the clock themselves. */
  tick(): void {
    const now = this.options.now();
    const day = Math.floor(now / DAY_MS);
    if (day !== this.lastScheduledDay) {
      this.schedule(now);
      this.lastScheduledDay = day;
    }
    this.ensureLiveCoverage(now);
    if (this.options.outages) this.maybeOutage(now);
    for (const match of [...this.store.matches.values()]) this.runOne(match, now);
    this.refreshProviders.clear();
  }

  /** Takes a provider down until `until` (tests and operators use it; the simulator does it at random). */
  setProviderDown(provider: string, until: number): void {
    this.outageUntil.set(provider, until);
    this.emit({ type: 'provider_status', provider, status: 'down' });
  }

  /**
   * Plays a live match to its final whistle at once: the model runs on to its end, the match
   * finishes and its results are published, as the regular tick would do later. False when the
   * match is not a live simulated match.
   */
  playToEnd(matchId: number): boolean {
    const match = this.store.matches.get(matchId);
    if (!match || match.type !== 'match' || match.status !== MATCH_STATUS.live) return false;
    const envelope = match.feedState as Envelope | null;
    const model = envelope ? this.options.models[envelope.sport] : undefined;
    if (!envelope || !model) return false;
    const now = Math.max(this.options.now(), match.startTime + 1000);
    // At this speed the runner reaches its cap (twice the expected length) in one call.
    const speed = model.expectedDurationS * 2;
    const context = { ...this.context(envelope.sport, match.provider, now, false), speed };
    const { messages } = runMatch(match, model, envelope, context);
    for (const message of messages) this.emit(message);
    return messages.some((message) => message.type === 'bet_settlement');
  }

  /**
   * Kicks a prematch match off now, as a kick-off brought forward: its fixture with the new start
   * time, then its first live step, as the regular tick sends them at the start time. False when
   * the match is not a prematch simulated match.
   */
  kickOff(matchId: number): boolean {
    const match = this.store.matches.get(matchId);
    if (!match || match.type !== 'match' || match.status !== MATCH_STATUS.prematch) return false;
    const envelope = match.feedState as Envelope | null;
    const model = envelope ? this.options.models[envelope.sport] : undefined;
    if (!envelope || !model) return false;
    const now = this.options.now();
    const { markets: _markets, ...fixture } = match;
    this.emit({ type: 'fixture', fixture: { ...fixture, startTime: now } });
    const started = this.store.matches.get(matchId) ?? match;
    const context = this.context(envelope.sport, match.provider, now, false);
    const { messages } = runMatch(started, model, envelope, context);
    for (const message of messages) this.emit(message);
    return messages.some((m) => m.type === 'odds_change' && m.status === MATCH_STATUS.live);
  }

  /**
   * Moves one outcome's price `steps` ladder steps and publishes it as an ordinary odds change,
   * as a trader's nudge reaches the feed. The nudge stays on that outcome: the model's later
   * prices for it (a prematch drift, each live step) are moved by as much. The new price, or null
   * when the outcome is unknown or the price would leave the ladder.
   */
  nudgeOdds(matchId: number, key: string, outcomeId: string, steps: number): OddsInt | null {
    const market = this.store.matches.get(matchId)?.markets.get(key);
    const outcome = market?.outcomes.find((o) => o.id === outcomeId);
    const odds = outcome ? stepOdds(outcome.odds, steps) : null;
    if (!market || odds === null) return null;
    const nudges = this.nudges.get(matchId) ?? new Map<string, number>();
    const nudgeKey = `${key}#${outcomeId}`;
    nudges.set(nudgeKey, (nudges.get(nudgeKey) ?? 0) + steps);
    this.nudges.set(matchId, nudges);
    const outcomes = market.outcomes.map((o) => (o.id === outcomeId ? { ...o, odds } : o));
    this.emit({ type: 'odds_change', matchId, markets: [{ ...market, outcomes }] });
    return odds;
  }

  /** The model's new prices with the nudges of the match on, leaving out what is unchanged. */
  private withNudges(match: MatchRecord, messages: FeedMessage[]): FeedMessage[] {
    const nudges = this.nudges.get(match.id);
    if (!nudges) return messages;
    return messages.map((message) => {
      // A finished match's markets are the stored ones, already nudged.
      if (message.type !== 'odds_change' || message.status === MATCH_STATUS.finished)
        return message;
      const markets = message.markets.flatMap((market) => {
        const key = marketKey(market.marketId, market.specifier);
        const outcomes = market.outcomes.map((o) => {
          const steps = nudges.get(`${key}#${o.id}`);
          return steps && o.active ? { ...o, odds: stepOdds(o.odds, steps) ?? o.odds } : o;
        });
        const nudged = { ...market, outcomes };
        const current = match.markets.get(key);
        return current && sameMarket(current, nudged) ? [] : [nudged];
      });
      return { ...message, markets };
    });
  }

  private emit(message: FeedMessage): void {
    this.sink(message);
  }

  private nextMatchId(): number {
    return this.store.nextId(this.store.matches);
  }

  private knownUrns(): Set<string> {
    return new Set([...this.store.matches.values()].map((match) => match.urnId));
  }

  private schedule(now: number): void {
    const known = this.knownUrns();
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    for (const [tournamentId, entry] of this.structure.leagues) {
      for (let d = 0; d <= this.options.horizonDays; d += 1) {
        for (const plan of planLeagueDay(
          this.options.seed,
          tournamentId,
          entry,
          today + d * DAY_MS,
        )) {
          // Fixtures already over when the feed first sees them are not created.
          if (known.has(plan.urn) || plan.startTime < now) continue;
          this.createFixture(plan, now);
          known.add(plan.urn);
        }
      }
      const tournament = this.structure.tournaments.find((t) => t.id === tournamentId);
      if (entry.league.outright && tournament) {
        const id = this.nextMatchId();
        const fixture = outrightFixture(id, tournament, entry.league, entry.sport, now);
        if (!known.has(fixture.urnId)) {
          this.emit({ type: 'fixture', fixture, markets: [outrightMarket(fixture, entry.league)] });
          known.add(fixture.urnId);
        }
      }
    }
  }

  /**
   * Whether two sides cannot be given an extra fixture now: either is playing or starts within
   * `soonHours`, or the two meet in an open match or met in the last two days.
   */
  private onTheCard(home: string, away: string, now: number, soonHours: number): boolean {
    const soon = now + soonHours * 3_600_000;
    const recent = now - 2 * DAY_MS;
    for (const match of this.store.matches.values()) {
      if (match.type !== 'match') continue;
      const open = match.status === MATCH_STATUS.prematch || match.status === MATCH_STATUS.live;
      const sides = [match.home?.name, match.away?.name];
      if (sides.includes(home) && sides.includes(away) && (open || match.startTime >= recent))
        return true;
      if (open && (match.status === MATCH_STATUS.live || match.startTime <= soon)) {
        if (sides.includes(home) || sides.includes(away)) return true;
      }
    }
    return false;
  }

  private createFixture(plan: Parameters<typeof fixtureFromPlan>[0], now: number): void {
    const id = this.nextMatchId();
    // No video source is connected to the simulator, so no fixture claims one.
    const fixture = fixtureFromPlan(plan, id, false);
    const sport = this.structure.sports.find((s) => s.id === plan.sportId);
    const model = sport ? this.options.models[sport.key] : undefined;
    if (!sport || !model) return;
    const teams =
      fixture.home && fixture.away
        ? { home: fixture.home.name, away: fixture.away.name }
        : undefined;
    const envelope = newEnvelope(sport.key, model, this.options.seed, id, now, teams);
    fixture.feedState = envelope;
    const { messages } = runMatch(
      { ...fixture, markets: new Map() },
      model,
      { ...envelope, nextDriftAt: 0 },
      this.context(sport.key, fixture.provider, now, true),
    );
    const markets = messages.flatMap((m) => (m.type === 'odds_change' ? m.markets : []));
    this.emit({ type: 'fixture', fixture, markets });
  }

  /**
   * A sportsbook always has something on: per sport, at least one match in play and
   * `liveCoverage` live or starting within 30 minutes.
   */
  private ensureLiveCoverage(now: number): void {
    if (this.options.liveCoverage <= 0) return;
    const soon = now + 30 * 60_000;
    for (const sport of this.structure.sports) {
      const model = this.options.models[sport.key];
      if (!model) continue;
      let live = 0;
      let covered = 0;
      for (const match of this.store.matches.values()) {
        if (match.sportId !== sport.id || match.type !== 'match') continue;
        if (match.status === MATCH_STATUS.live) live += 1;
        if (
          match.status === MATCH_STATUS.live ||
          (match.status === MATCH_STATUS.prematch && match.startTime <= soon)
        )
          covered += 1;
      }
      const leagues = [...this.structure.leagues.entries()].filter(
        ([, e]) => e.sport.id === sport.id,
      );
      if (leagues.length === 0) continue;
      // One already under way (up to 40% of a match in) when nothing is live, the rest start soon.
      const wanted = Math.max(this.options.liveCoverage - covered, live === 0 ? 1 : 0);
      const picked = new Set<string>();
      for (let n = 0; n < wanted; n += 1) {
        const rng = createRng(hashSeed(this.options.seed, 'cover', sport.key, now, n));
        const [tournamentId, entry] = rng.pick(leagues);
        const extra = (soonHours: number) =>
          planExtraFixture(
            this.options.seed,
            tournamentId,
            entry,
            Math.floor(now / DAY_MS) * DAY_MS,
            (home, away) =>
              picked.has(home) || picked.has(away) || this.onTheCard(home, away, now, soonHours),
          );
        // A small league may have every side busy soon: then only sides not playing now.
        const plan = extra(3) ?? extra(0);
        if (!plan) continue;
        picked.add(plan.home).add(plan.away);
        const inPlay = live === 0 && n === 0;
        const startTime = inPlay
          ? now -
            Math.round(
              ((model.expectedDurationS * rng.int(5, 40)) / 100 / this.options.speed) * 1000,
            )
          : now + rng.int(1, 25) * 60_000;
        this.createFixture({ ...plan, urn: `sim:cover:${sport.key}:${now}:${n}`, startTime }, now);
      }
    }
  }

  private maybeOutage(now: number): void {
    const providers = new Set(this.structure.sports.map((s) => s.provider));
    for (const provider of providers) {
      const until = this.outageUntil.get(provider);
      if (until !== undefined && now >= until) {
        this.outageUntil.delete(provider);
        this.refreshProviders.add(provider);
        this.emit({ type: 'provider_status', provider, status: 'up' });
      } else if (until === undefined) {
        const rng = createRng(
          hashSeed(this.options.seed, 'outage', provider, Math.floor(now / this.options.tickMs)),
        );
        // About one outage per provider every two hours of wall time.
        if (rng.chance(this.options.tickMs / 7_200_000))
          this.setProviderDown(provider, now + rng.int(20, 60) * 1000);
      }
    }
  }

  private context(sportKey: string, provider: string, now: number, refresh: boolean) {
    return {
      seed: this.options.seed,
      speed: this.options.speed,
      now,
      mainMarketId: (this.options.markets ?? SPORT_MARKETS)[sportKey]?.main.id ?? 0,
      providerUp: !this.outageUntil.has(provider),
      refresh: refresh || this.refreshProviders.has(provider),
    };
  }

  private runOne(match: MatchRecord, now: number): void {
    if (
      (match.status === MATCH_STATUS.closed || match.status === MATCH_STATUS.finished) &&
      now - (match.endDate ?? match.startTime) > KEEP_FINISHED_MS
    ) {
      this.nudges.delete(match.id);
      this.emit({ type: 'match_removed', matchId: match.id });
      return;
    }
    if (match.type !== 'match') return;
    const envelope = match.feedState as Envelope | null;
    const model = envelope ? this.options.models[envelope.sport] : undefined;
    if (!envelope || !model) return;
    const { messages } = runMatch(
      match,
      model,
      envelope,
      this.context(envelope.sport, match.provider, now, false),
    );
    for (const message of this.withNudges(match, messages)) this.emit(message);
  }
}
