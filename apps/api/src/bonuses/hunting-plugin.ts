// Wires huntings and tournaments into the bonuses plugin: the service, the announcements after a
// placement farmed, and the sweep that pays finished tournaments (after a crash, too).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bonuses } from './bonus-service';
import type { FarmOutcome } from './farming';
import { Huntings } from './hunting-service';

export type HuntingsOnApp = Huntings & {
  /** After a placement commits: its farming announced in the background (never throws). */
  farmedLater(playerId: string, outcome: FarmOutcome): void;
};

/** How often finished tournaments are looked for. */
const SWEEP_MS = 5_000;

export function startHuntings(app: FastifyInstance, bonuses: Bonuses, log: FastifyBaseLogger) {
  const service = new Huntings({
    db: app.database.db,
    wallet: app.wallet,
    site: () => app.site.config,
    now: () => new Date(),
    async broadcast(channels, data) {
      if (!app.hasDecorator('realtime') || channels.length === 0) return;
      try {
        await app.realtime.broadcast(channels, data);
      } catch (error) {
        log.warn({ err: error }, 'tournament_pool_changed not published');
      }
    },
    announceIssued: (playerId, ids) => bonuses.announceIssued(playerId, ids),
  });
  const huntings: HuntingsOnApp = Object.assign(service, {
    farmedLater(playerId: string, outcome: FarmOutcome) {
      service.farmed(playerId, outcome).catch((error: unknown) => {
        log.warn({ err: error }, 'farming not announced; the lists show it');
      });
    },
  });
  app.decorate('huntings', huntings);

  let sweep: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    const run = () => {
      sweeping = service.settleFinished().catch((error: unknown) => {
        log.warn({ err: error }, 'tournament payment failed; the sweep runs again');
      });
    };
    run();
    sweep = setInterval(run, SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    await sweeping;
  });
}
