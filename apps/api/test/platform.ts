// Player platform test tools: an app on a test database, a cookie-keeping client, sign-up and outbox helpers.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app';
import type { Database } from '../src/platform/db';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { testConfig } from './helper';

export const APP_HEADER = { 'x-app': 'sportsbook' } as const;
export const PASSWORD = 'correct horse battery';

export interface PlatformTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole API on a fresh database; auth rate limits (per client, per account) high unless a test sets them. */
export async function buildPlatformTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
  logStream?: DestinationStream,
): Promise<PlatformTestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig({
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '10000',
    SEED_DEMO_PLAYERS: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** A browser stand-in: keeps the session cookie and sends X-App on state-changing calls. */
export class Client {
  cookie: string | null = null;
  bearer: string | null = null;
  appHeader = true;

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res: LightMyRequestResponse = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.appHeader && method !== 'GET' ? APP_HEADER : {}),
        ...(this.cookie ? { cookie: `player_session=${this.cookie}` } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    const session = res.cookies.find((c) => c.name === 'player_session');
    if (session) this.cookie = session.value || null;
    return res;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, payload, headers);
  put = (url: string, payload?: unknown) => this.request('PUT', url, payload);
  patch = (url: string, payload?: unknown) => this.request('PATCH', url, payload);
  delete = (url: string) => this.request('DELETE', url);
}

let counter = 0;
export const uniqueEmail = (prefix = 'player') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export async function signUp(app: FastifyInstance, user: Record<string, unknown> = {}) {
  const client = new Client(app);
  const email = (user.email as string | undefined) ?? (user.phone ? undefined : uniqueEmail());
  const res = await client.post('/api/platform/users', {
    user: {
      ...(email ? { email } : {}),
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      ...user,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    client,
    email: email ?? null,
    profile: res.json() as { id: string; [key: string]: unknown },
  };
}

export async function signIn(
  app: FastifyInstance,
  login: Record<string, string>,
  password = PASSWORD,
) {
  const client = new Client(app);
  const res = await client.post('/api/platform/users/sign_in', { user: { ...login, password } });
  return { client, res };
}

export interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  template: string;
  body: string;
  data: Record<string, string>;
}

/** The newest outbox messages of a recipient, newest first. */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/platform/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json() as { data: OutboxMessage[] }).data;
}

export async function lastToken(
  app: FastifyInstance,
  to: string,
  template: string,
): Promise<string> {
  const message = (await outbox(app, to)).find((m) => m.template === template);
  if (!message) throw new Error(`no ${template} for ${to}`);
  return message.data.token ?? message.data.code!;
}

/** Rows of a raw SQL query, whether the driver answers {rows} (pg, PGlite) or an array. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** The account balance, the sum of its ledger and the lowest balance_after of a player's currency. */
export async function ledgerAndBalance(db: Database, playerId: string, currency: string) {
  const [row] = await queryRows<{ balance: string; ledger: string; lowest: string; rows: string }>(
    db,
    sql`
    select a.balance::bigint as balance,
           coalesce((select sum(amount) from ledger_entries l where l.account_id = a.id), 0)::bigint as ledger,
           coalesce((select min(balance_after) from ledger_entries l where l.account_id = a.id), 0)::bigint as lowest,
           (select count(*) from ledger_entries l where l.account_id = a.id)::bigint as rows
    from accounts a where a.player_id = ${playerId} and a.currency = ${currency}`,
  );
  if (!row) return null;
  return {
    balance: Number(row.balance),
    ledger: Number(row.ledger),
    lowest: Number(row.lowest),
    rows: Number(row.rows),
  };
}

/** A player's ledger entries of a currency in id order. */
export async function ledgerEntries(db: Database, playerId: string, currency: string) {
  const rows = await queryRows<{ id: string; amount: string; balance_after: string; type: string }>(
    db,
    sql`select l.id, l.amount, l.balance_after, l.type from ledger_entries l
        join accounts a on a.id = l.account_id
        where a.player_id = ${playerId} and a.currency = ${currency} order by l.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    type: r.type,
  }));
}
