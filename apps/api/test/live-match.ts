// One live match of a sport from the simulated feed, played through the real runner step by step
// at real speed (one simulated second per wall second), into a catalogue store as the API keeps it.
import { MATCH_STATUS } from '@sportsbook/domain';
import type { MatchRecord } from '../src/catalogue/records';
import { CatalogueStore } from '../src/catalogue/store';
import { FeedIngest } from '../src/feed/ingest';
import { runMatch, type Envelope } from '../src/feed/simulator/match-runner';
import { sportModels } from '../src/feed/simulator/models/index';
import { SimulatedFeedProvider } from '../src/feed/simulator/simulated-provider';
import { SPORT_MARKETS } from '../src/feed/simulator/sport-markets';

export interface LivePlay {
  seed: number;
  /** Wall time between two steps. */
  tickMs: number;
  /** The feed's clock when the catalogue is made (a live match is then already on). */
  start: number;
}

/**
 * Plays the first live match of `sport` to its end; `look` sees the match as the store holds it
 * and the runner's state after every step while it is live. Answers the match once it is over.
 */
export function playFirstLiveMatch(
  sport: string,
  { seed, tickMs, start }: LivePlay,
  look: (match: MatchRecord, envelope: Envelope) => void,
): MatchRecord {
  const store = new CatalogueStore();
  const ingest = new FeedIngest(store, () => {}, ['en']);
  const model = sportModels[sport]!;
  const provider = new SimulatedFeedProvider(store, {
    seed,
    speed: 1,
    tickMs,
    horizonDays: 1,
    outages: false,
    liveCoverage: 1,
    now: () => start,
    models: { [sport]: model },
  });
  void provider.start((message) => ingest.apply(message));
  void provider.stop();
  const live = [...store.matches.values()].find(
    (m) => m.type === 'match' && m.status === MATCH_STATUS.live,
  );
  if (!live) throw new Error(`no live ${sport} match`);
  const mainMarketId = SPORT_MARKETS[sport]!.main.id;
  let envelope = live.feedState as Envelope;
  for (let now = start + tickMs; now < start + 6 * 3_600_000; now += tickMs) {
    const context = { seed, speed: 1, now, mainMarketId, providerUp: true, refresh: false };
    const run = runMatch(store.matches.get(live.id)!, model, envelope, context);
    envelope = run.envelope;
    for (const message of run.messages) ingest.apply(message);
    const after = store.matches.get(live.id)!;
    if (after.status !== MATCH_STATUS.live) break;
    look(after, envelope);
  }
  return store.matches.get(live.id)!;
}
