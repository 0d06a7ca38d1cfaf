// Wires the real-time hub into the app: broker from config, its transports, and the services the
// routes call (routes.ts).
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigError, type Config } from '../config';
import { RealtimeAccess } from './access';
import type { Broker } from './broker';
import { CentrifugoPublisher } from './centrifugo-publisher';
import { Hub } from './hub';
import type { HubStatusSource } from './hub-status';
import { MemoryBroker } from './memory-broker';
import type { RealtimePublisher } from './publisher';
import { RedisBroker } from './redis-broker';
import { ServerApi } from './server-api';
import { streamRoutes } from './stream-transports';
import { RealtimeTokens } from './tokens';
import { websocketRoutes } from './websocket-transport';

declare module 'fastify' {
  interface FastifyInstance {
    hubStatus: HubStatusSource;
    /** Where the feed and betting code publish: the hub, or Centrifugo when configured. */
    realtime: RealtimePublisher;
    realtimeHub: Hub;
    realtimeServices: { access: RealtimeAccess; serverApi: ServerApi };
  }
}

function createBroker(config: Config): Broker {
  const streams = {
    historySize: config.REALTIME_HISTORY_SIZE,
    historyTtlMs: config.REALTIME_HISTORY_TTL_S * 1000,
  };
  return config.REDIS_URL ? new RedisBroker(config.REDIS_URL, streams) : new MemoryBroker(streams);
}

function createPublisher(config: Config, hub: Hub): RealtimePublisher {
  if (!config.CENTRIFUGO_API_URL) return hub;
  if (!config.CENTRIFUGO_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  CENTRIFUGO_API_KEY: required with CENTRIFUGO_API_URL',
    );
  }
  return new CentrifugoPublisher(config.CENTRIFUGO_API_URL, config.CENTRIFUGO_API_KEY);
}

export default fp(
  async function realtime(app: FastifyInstance, { config }: { config: Config }) {
    // Production never gets here on the development secrets: loadConfig refuses them.
    const tokens = new RealtimeTokens(config.REALTIME_TOKEN_SECRET);
    const hub = new Hub({
      broker: createBroker(config),
      tokens,
      log: app.log.child({ module: 'realtime' }),
      pingIntervalS: config.REALTIME_PING_INTERVAL_S,
      historySize: config.REALTIME_HISTORY_SIZE,
      maxConnectionsPerClient: config.REALTIME_MAX_CONNECTIONS_PER_CLIENT,
      maxCommandsPerSecond: config.REALTIME_MAX_COMMANDS_PER_SECOND,
    });
    const publisher = createPublisher(config, hub);
    await hub.start();

    app.decorate('realtimeHub', hub);
    app.decorate('realtimeServices', {
      access: new RealtimeAccess(tokens),
      serverApi: new ServerApi(hub, config.REALTIME_API_KEY),
    });
    app.decorate('realtime', publisher);
    app.decorate('hubStatus', hub);

    await app.register(websocket, {
      options: { perMessageDeflate: false, maxPayload: 64 * 1024 },
      // Clients hear "shutdown" (3001) and reconnect, to another instance if there is one; streams
      // end, so the HTTP server can close.
      preClose(this: FastifyInstance, done: () => void) {
        hub.disconnectAll();
        const server = this.websocketServer;
        const stragglers = setTimeout(() => server.clients.forEach((c) => c.terminate()), 1000);
        stragglers.unref();
        server.close(() => clearTimeout(stragglers));
        done();
      },
    });
    await app.register(websocketRoutes, { hub, writeDelayMs: config.REALTIME_WRITE_DELAY_MS });
    // The transports speak the real-time protocol over a socket or a held response, not REST:
    // they live with the hub; the REST routes are in routes.ts.
    await app.register(streamRoutes, { hub });
    app.addHook('onClose', async () => hub.close());
  },
  { name: 'realtime', dependencies: ['errors'] },
);
