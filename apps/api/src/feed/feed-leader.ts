// One feed leader per deployment: the instance holding a PostgreSQL session advisory lock runs the
// feed and the settlement sweep. The lock lives on a dedicated connection, so it is freed the
// moment that connection (or the process) dies, and another instance takes it on its next poll.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Runs when this instance becomes leader (true) or stops being leader (false). */
export type LeadershipListener = (leading: boolean) => Promise<void>;

export interface FeedLeadership {
  readonly leading: boolean;
  onChange(listener: LeadershipListener): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Serializes the listeners of leadership changes, so a loss waits for a takeover in progress. */
class Transitions {
  private readonly listeners: LeadershipListener[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(listener: LeadershipListener): void {
    this.listeners.push(listener);
  }

  run(leading: boolean): Promise<void> {
    this.chain = this.chain.then(async () => {
      // Taking over starts things in order; stepping down stops them in reverse.
      const ordered = leading ? this.listeners : [...this.listeners].reverse();
      for (const listener of ordered) {
        try {
          await listener(leading);
        } catch (error) {
          this.log.error({ err: error, leading }, 'feed leadership change not completed');
        }
      }
    });
    return this.chain;
  }
}

/** PGlite serves one process: it is always the leader. */
export class SoleLeader implements FeedLeadership {
  private readonly transitions: Transitions;
  leading = false;

  constructor(log: FastifyBaseLogger) {
    this.transitions = new Transitions(log);
  }

  onChange(listener: LeadershipListener): void {
    this.transitions.add(listener);
  }

  async start(): Promise<void> {
    this.leading = true;
    await this.transitions.run(true);
  }

  async stop(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    await this.transitions.run(false);
  }
}

export interface AdvisoryLockOptions {
  url: string;
  /** The advisory lock key every instance of the deployment contends for. */
  key: number;
  /** How often a follower tries to take the lock and the leader checks its connection. */
  pollMs: number;
  log: FastifyBaseLogger;
}

/** The feed leader's lock key (the migration lock is 7_340_001). */
export const FEED_LEADER_LOCK_KEY = 7_340_002;

export class AdvisoryLockLeadership implements FeedLeadership {
  private readonly transitions: Transitions;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();
  private stopped = false;
  leading = false;

  constructor(private readonly options: AdvisoryLockOptions) {
    this.transitions = new Transitions(options.log);
  }

  onChange(listener: LeadershipListener): void {
    this.transitions.add(listener);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.polling;
    // Stop the feed first (its last flush still writes), then free the lock for the next leader.
    if (this.leading) {
      this.leading = false;
      await this.transitions.run(false);
    }
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** One attempt, never two at once: take the lock as a follower, check the connection as leader. */
  private poll(): Promise<void> {
    this.polling = this.polling.then(() => this.attempt());
    return this.polling;
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = this.client ?? (await this.connect());
      if (this.leading) {
        await client.query('select 1');
        return;
      }
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [this.options.key],
      );
      if (rows[0]?.locked && !this.stopped && this.client === client) {
        this.leading = true;
        this.options.log.info('feed leader: this instance runs the feed and settlement');
        await this.transitions.run(true);
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'feed leader lock connection failed');
      this.lost(this.client);
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: `sportsbook-feed-leader:${process.pid}`,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    });
    // The lock belongs to this connection: when it ends, so does the leadership.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private lost(client: pg.Client | null): void {
    if (!client || this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (!this.leading) return;
    this.leading = false;
    this.options.log.warn('feed leader lock lost: this instance stops the feed and settlement');
    void this.transitions.run(false);
  }
}
