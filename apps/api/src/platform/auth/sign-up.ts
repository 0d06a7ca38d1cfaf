// Sign-up: refuse blocked countries, hash the password, open the first account, ask for confirmation.
import type { SignUpRequest } from '@sportsbook/contracts';
import { isCountryCode } from '../../site/countries';
import type { PlatformContext } from '../context';
import { PlatformError, refused } from '../errors';
import { confirmationInstructions } from '../messaging/templates';
import type { PlayerRow } from '../player/profile';
import { players } from '../schema/players';
import { accounts } from '../schema/wallet';
import {
  alreadyTaken,
  countryBlocked,
  signUpDisabled,
  uniqueViolation,
  unsupportedCurrency,
} from './errors';
import { hashPassword } from './password';

type SignUp = SignUpRequest['user'];

const PROFILE_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  nickname: 'nickname',
  email: 'email',
  phone: 'phone',
} as const;

/** Required player fields (site config) the sign-up left empty. */
function missedFields(ctx: PlatformContext, input: SignUp): string[] {
  return ctx.site.config.player_fields
    .filter((field) => field.required)
    .map((field) => field.name)
    .filter((name) => {
      const key = PROFILE_FIELDS[name as keyof typeof PROFILE_FIELDS];
      return key !== undefined && !input[key];
    });
}

export async function signUp(
  ctx: PlatformContext,
  input: SignUp,
  requestCountry: string,
): Promise<PlayerRow | PlatformError> {
  const { site } = ctx;
  if (!site.config.sign_up_allowed) return signUpDisabled();
  for (const country of [requestCountry, input.country]) {
    if (site.isCountryBlocked(country)) return countryBlocked(country);
  }
  if (!isCountryCode(input.country)) {
    return new PlatformError('INVALID_COUNTRY', { country: input.country });
  }
  if (!site.isCurrencyEnabled(input.currency)) return unsupportedCurrency(input.currency);
  const language =
    input.language && ctx.policy.locales.includes(input.language)
      ? input.language
      : ctx.policy.locales[0]!;
  const passwordHash = await hashPassword(input.password);

  let player: PlayerRow;
  try {
    player = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(players)
        .values({
          email: input.email ?? null,
          mobilePhone: input.phone ?? null,
          authPhoneNumber: input.phone ?? null,
          passwordHash,
          firstName: input.first_name ?? null,
          lastName: input.last_name ?? null,
          nickname: input.nickname ?? null,
          language,
          country: input.country,
          authFieldsMissed: missedFields(ctx, input),
          createdAt: ctx.now(),
        })
        .returning();
      await tx
        .insert(accounts)
        .values({ playerId: row!.id, currency: input.currency, active: true });
      return row!;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    return alreadyTaken(constraint.includes('phone') ? 'phone' : 'email');
  }

  if (player.email) {
    const token = await ctx.tokens.issue(ctx.db, player.id, 'confirmation');
    await ctx.outbox.send(confirmationInstructions(ctx.policy.webUrl, player.email, token));
  } else if (input.phone) {
    // Players who sign up by phone confirm by verifying the phone with an SMS code.
    const sent = await ctx.phone.sendCode(player.id, input.phone, input.country);
    if (refused(sent)) return sent;
  }
  ctx.log.info({ player_id: player.id, country: player.country }, 'player signed up');
  return player;
}
