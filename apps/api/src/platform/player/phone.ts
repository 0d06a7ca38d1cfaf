// Phone verification by SMS code: a resend timeout, a daily SMS limit and a few attempts per code.
import type { PhoneVerification } from '@sportsbook/contracts';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { uniqueViolation } from '../auth/errors';
import { newPhoneCode, sha256 } from '../auth/secrets';
import type { Database, Executor } from '../db';
import { PlatformError, refused } from '../errors';
import { isCountryCode } from '../../site/countries';
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

  private async row(playerId: string, db: Executor = this.db): Promise<Row | null> {
    const [row] = await db
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

  /**
   * Sends a code to a (new) phone number; a changed number must be verified again. The player's
   * row is locked while the resend timeout and the daily limit are checked and counted, so
   * concurrent requests cannot send more SMS than the rules allow.
   */
  async sendCode(
    playerId: string,
    phoneNumber: string,
    phoneCountry: string,
  ): Promise<PhoneVerification | PlatformError> {
    // The same refusal as sign-up's: a phone's country is a country.
    if (!isCountryCode(phoneCountry)) {
      return new PlatformError('INVALID_COUNTRY', { country: phoneCountry });
    }
    const now = this.now();
    const code = newPhoneCode();
    const held = await this.db.transaction(async (tx): Promise<PlatformError | null> => {
      await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      const row = await this.row(playerId, tx);
      if (row?.resendAvailableAt && row.resendAvailableAt > now) {
        return new PlatformError('RESEND_TIMEOUT', {
          resend_timeout_until: row.resendAvailableAt.toISOString(),
        });
      }
      const sentToday = this.smsSentToday(row, now);
      if (sentToday >= PHONE_RULES.smsPerDay) {
        return new PlatformError('SMS_LIMIT_REACHED');
      }
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
      await tx
        .insert(phoneVerifications)
        .values({ playerId, ...values })
        .onConflictDoUpdate({ target: phoneVerifications.playerId, set: values });
      await tx.update(players).set({ mobilePhone: phoneNumber }).where(eq(players.id, playerId));
      return null;
    });
    if (held) return held;
    await this.outbox.send(phoneVerificationCode(phoneNumber, code));
    return this.status(playerId);
  }

  async resend(playerId: string): Promise<PhoneVerification | PlatformError> {
    const row = await this.row(playerId);
    if (!row) return new PlatformError('PHONE_MISSING');
    return this.sendCode(playerId, row.phoneNumber, row.phoneCountry);
  }

  /**
   * Checks a code; a verified phone becomes the sign-in phone and confirms the account. Each
   * check spends one attempt in a single conditional UPDATE before the code is compared, so a
   * burst of concurrent guesses gets no more than the allowed attempts between them.
   */
  async verify(playerId: string, code: string): Promise<PhoneVerification | PlatformError> {
    const now = this.now();
    const invalid = () => new PlatformError('INVALID_CODE');
    const [attempt] = await this.db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(
        and(
          eq(phoneVerifications.playerId, playerId),
          isNotNull(phoneVerifications.codeHash),
          gt(phoneVerifications.codeExpiresAt, now),
          lt(phoneVerifications.attempts, PHONE_RULES.attemptsPerCode),
        ),
      )
      .returning({
        codeHash: phoneVerifications.codeHash,
        attempts: phoneVerifications.attempts,
        phoneNumber: phoneVerifications.phoneNumber,
      });
    if (!attempt) return invalid();
    const expected = codeHash(playerId, code);
    if (attempt.codeHash !== expected) {
      if (attempt.attempts >= PHONE_RULES.attemptsPerCode) {
        // The last attempt is spent: the code is gone, a new one must be sent.
        await this.db
          .update(phoneVerifications)
          .set({ codeHash: null })
          .where(
            and(
              eq(phoneVerifications.playerId, playerId),
              eq(phoneVerifications.codeHash, attempt.codeHash!),
            ),
          );
      }
      return invalid();
    }
    try {
      const done = await this.db.transaction(async (tx): Promise<PlatformError | null> => {
        // Only the code that was checked is used up; a concurrent resend's new code stays.
        const [used] = await tx
          .update(phoneVerifications)
          .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null })
          .where(
            and(
              eq(phoneVerifications.playerId, playerId),
              eq(phoneVerifications.codeHash, expected),
            ),
          )
          .returning({ playerId: phoneVerifications.playerId });
        if (!used) return invalid();
        const [player] = await tx.select().from(players).where(eq(players.id, playerId));
        await tx
          .update(players)
          .set({ authPhoneNumber: attempt.phoneNumber, confirmedAt: player?.confirmedAt ?? now })
          .where(eq(players.id, playerId));
        return null;
      });
      if (refused(done)) return done;
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      return new PlatformError('PHONE_TAKEN', { field: 'phone' });
    }
    return this.status(playerId);
  }
}
