// Wires the jackpots into the app: the service over the site's jackpots, kept in step with the
// configuration at start, and the sweep that pays hits still pending (after a crash, too).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Jackpots } from './jackpot-service';

declare module 'fastify' {
  interface FastifyInstance {
    jackpots: Jackpots & { hitsMade(hitIds: number[]): void };
  }
}

/** How often pending hits are looked for; a placement's hit is paid at once, this is the net. */
const SWEEP_MS = 5_000;

async function jackpotsPlugin(app: FastifyInstance) {
  const log = app.log.child({ module: 'jackpots' });
  const service = new Jackpots({
    db: app.database.db,
    transaction: (work) => app.database.transaction(work),
    wallet: app.wallet,
    site: () => app.site.config,
    now: () => new Date(),
  });
  const jackpots = Object.assign(service, {
    hitsMade(hitIds: number[]) {
      void (async () => {
        for (const id of hitIds) {
          try {
            await service.pay(id);
          } catch (error) {
            log.warn({ err: error, hit: id }, 'jackpot hit not paid yet; the sweep retries');
          }
        }
      })();
    },
  });
  app.decorate('jackpots', jackpots);

  let sweep: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    await service.sync();
    const run = () => {
      sweeping = service.payPending().catch((error: unknown) => {
        log.warn({ err: error }, 'jackpot sweep failed; it runs again');
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

export default fp(jackpotsPlugin, {
  name: 'jackpots',
  dependencies: ['database', 'site', 'platform'],
});
