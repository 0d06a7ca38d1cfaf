// Phone verification by SMS code: a resend timeout, a daily SMS limit and a few attempts per code.
import type { PhoneVerification } from '@sportsbook/contracts';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../plugins/external/errors';
import { uniqueViolation } from '../auth/errors';
import { newPhoneCode, sha256 } from '../auth/secrets';
import type { Database } from '../db';
import type { Outbox } from '../messaging/outbox';
import { phoneVerificationCode } from '../messaging/templates';
import { phoneVerifications, players } from '../schema/players';

export const PHONE_RULES = {
  codeTtlMs: 10 * 60_000,
  resendAfterMs: 60_000,
  smsPerDay: 5,
  attemptsPerCode: 5,
};
const DAY_MS = 24 * 3600_000;

type Row = typeof phoneVerifications.$inferSelect;

const codeHash = (playerId: string, code: string) => sha256(`${playerId}:${code}`);

export class PhoneVerifications {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async row(playerId: string): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.playerId, playerId));
    return row ?? null;
  }

  private smsSentToday(row: Row | null, now: Date): number {
    if (!row?.smsWindowStartedAt || now.getTime() - row.smsWindowStartedAt.getTime() >= DAY_MS)
      return 0;
    return row.smsCount;
  }

  async status(playerId: string): Promise<PhoneVerification> {
    const now = this.now();
    const row = await this.row(playerId);
    const resend =
      row?.resendAvailableAt && row.resendAvailableAt > now ? row.resendAvailableAt : null;
    return {
      phone_number: row?.phoneNumber ?? null,
      phone_country: row?.phoneCountry ?? null,
      verified_status: row?.verifiedAt ? 'verified' : 'not_verified',
      resend_timeout_until: resend?.toISOString() ?? null,
      sms_limit_reached: this.smsSentToday(row, now) >= PHONE_RULES.smsPerDay,
    };
  }

  /** Sends a code to a (new) phone number; a changed number must be verified again. */
  async sendCode(
    playerId: string,
    phoneNumber: string,
    phoneCountry: string,
  ): Promise<PhoneVerification> {
    const now = this.now();
    const row = await this.row(playerId);
    if (row?.resendAvailableAt && row.resendAvailableAt > now) {
      throw new HttpError(429, 'RESEND_TIMEOUT', 'error.platform.phone.resend_timeout', {
        resend_timeout_until: row.resendAvailableAt.toISOString(),
      });
    }
    const sentToday = this.smsSentToday(row, now);
    if (sentToday >= PHONE_RULES.smsPerDay) {
      throw new HttpError(429, 'SMS_LIMIT_REACHED', 'error.platform.phone.sms_limit_reached');
    }
    const code = newPhoneCode();
    const samePhone = row?.phoneNumber === phoneNumber;
    const values = {
      phoneNumber,
      phoneCountry,
      codeHash: codeHash(playerId, code),
      codeExpiresAt: new Date(now.getTime() + PHONE_RULES.codeTtlMs),
      attempts: 0,
      resendAvailableAt: new Date(now.getTime() + PHONE_RULES.resendAfterMs),
      smsWindowStartedAt: sentToday === 0 ? now : row!.smsWindowStartedAt,
      smsCount: sentToday + 1,
      verifiedAt: samePhone ? (row?.verifiedAt ?? null) : null,
    };
    await this.db
      .insert(phoneVerifications)
      .values({ playerId, ...values })
      .onConflictDoUpdate({ target: phoneVerifications.playerId, set: values });
    await this.db.update(players).set({ mobilePhone: phoneNumber }).where(eq(players.id, playerId));
    await this.outbox.send(phoneVerificationCode(phoneNumber, code));
    return this.status(playerId);
  }

  async resend(playerId: string): Promise<PhoneVerification> {
    const row = await this.row(playerId);
    if (!row) throw new HttpError(422, 'PHONE_MISSING', 'error.platform.phone.missing');
    return this.sendCode(playerId, row.phoneNumber, row.phoneCountry);
  }

  /** Checks a code; a verified phone becomes the sign-in phone and confirms the account. */
  async verify(playerId: string, code: string): Promise<PhoneVerification> {
    const now = this.now();
    const row = await this.row(playerId);
    const invalid = () => new HttpError(422, 'INVALID_CODE', 'error.platform.phone.invalid_code');
    if (!row?.codeHash || !row.codeExpiresAt || row.codeExpiresAt <= now) throw invalid();
    if (row.attempts >= PHONE_RULES.attemptsPerCode || row.codeHash !== codeHash(playerId, code)) {
      const attempts = row.attempts + 1;
      const spent = attempts >= PHONE_RULES.attemptsPerCode;
      await this.db
        .update(phoneVerifications)
        .set({ attempts, ...(spent ? { codeHash: null } : {}) })
        .where(eq(phoneVerifications.playerId, playerId));
      throw invalid();
    }
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .update(phoneVerifications)
          .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null })
          .where(eq(phoneVerifications.playerId, playerId));
        const [player] = await tx.select().from(players).where(eq(players.id, playerId));
        await tx
          .update(players)
          .set({ authPhoneNumber: row.phoneNumber, confirmedAt: player?.confirmedAt ?? now })
          .where(eq(players.id, playerId));
      });
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      throw new HttpError(422, 'PHONE_TAKEN', 'error.platform.phone_taken', { field: 'phone' });
    }
    return this.status(playerId);
  }
}
