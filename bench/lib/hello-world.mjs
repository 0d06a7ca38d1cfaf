// Baseline server: Fastify answering a constant JSON body.
import fastify from 'fastify';

const app = fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4900) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
