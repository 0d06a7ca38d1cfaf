// The outbox: every e-mail and SMS is stored first, then e-mails go out by SMTP when it is configured.
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { outbox } from '../schema/players';
import { sendMail } from './smtp';
import type { Message } from './templates';

export interface OutboxOptions {
  /** smtp:// or smtps:// URL; without it e-mails stay in the outbox. */
  smtpUrl?: string | undefined;
  from: string;
}

/** a***@example.com, +49*******78: enough to tell messages apart, not to identify anyone. */
function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 4 ? `${to.slice(0, 3)}${'*'.repeat(to.length - 5)}${to.slice(-2)}` : '***';
}

export class Outbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxOptions,
  ) {
    if (!options.smtpUrl) {
      log.info(
        'SMTP_URL is not set: e-mails stay in the outbox table (development: GET /api/platform/dev/outbox)',
      );
    }
  }

  /** Stores the message and starts its delivery; the log line carries no token or code. */
  async send(message: Message): Promise<number> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        channel: message.channel,
        recipient: message.to,
        template: message.template,
        subject: message.subject,
        body: message.body,
        data: message.data,
      })
      .returning({ id: outbox.id });
    const id = row!.id;
    this.log.info(
      {
        outbox_id: id,
        channel: message.channel,
        template: message.template,
        to: maskRecipient(message.to),
      },
      'message queued in the outbox',
    );
    const delivery = this.deliver(id, message).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return id;
  }

  private async deliver(id: number, message: Message): Promise<void> {
    if (message.channel === 'sms') {
      this.log.info(
        { outbox_id: id },
        'no SMS provider is configured: the SMS stays in the outbox',
      );
      return;
    }
    if (!this.options.smtpUrl) return;
    try {
      await sendMail(new URL(this.options.smtpUrl), {
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      await this.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
      this.log.info({ outbox_id: id }, 'e-mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.db
        .update(outbox)
        .set({ error: reason.slice(0, 500) })
        .where(eq(outbox.id, id));
      this.log.warn({ outbox_id: id, reason }, 'e-mail not sent');
    }
  }

  /** Waits for deliveries under way (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async latest(options: { to?: string | undefined; limit: number }) {
    return this.db
      .select()
      .from(outbox)
      .where(options.to ? eq(outbox.recipient, options.to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(options.limit);
  }
}
