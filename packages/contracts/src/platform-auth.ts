// Player platform sign-up, sign-in and recovery (Devise-style bodies wrapped in `user`).
import { z } from 'zod';

/** The header every state-changing platform call carries (CSRF defence): `X-App: sportsbook`. */
export const APP_HEADER = 'x-app';
export const APP_HEADER_VALUE = 'sportsbook';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** E.164: a plus, then 7 to 15 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'must be an international number such as +4915112345678');
export const passwordSchema = z.string().min(8).max(128);
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code');
export const currencyCodeSchema = z.string().trim().min(2).max(8);

const emailOrPhone = <T extends { email?: string | undefined; phone?: string | undefined }>(
  value: T,
) => value.email !== undefined || value.phone !== undefined;

export const signUpRequestSchema = z.object({
  user: z
    .object({
      email: emailSchema.optional(),
      phone: phoneSchema.optional(),
      password: passwordSchema,
      password_confirmation: z.string().max(128).optional(),
      currency: currencyCodeSchema,
      country: countryCodeSchema,
      first_name: z.string().trim().min(1).max(100).optional(),
      last_name: z.string().trim().min(1).max(100).optional(),
      nickname: z.string().trim().min(1).max(50).optional(),
      language: z.string().min(2).max(10).optional(),
    })
    .refine(emailOrPhone, { message: 'email or phone is required', path: ['email'] })
    .refine(
      (u) => u.password_confirmation === undefined || u.password_confirmation === u.password,
      {
        message: 'does not match the password',
        path: ['password_confirmation'],
      },
    ),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  user: z
    .object({
      email: emailSchema.optional(),
      phone: phoneSchema.optional(),
      password: z.string().min(1).max(128),
    })
    .refine(emailOrPhone, { message: 'email or phone is required', path: ['email'] }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Where recovery instructions go: the e-mail or the phone of the account. */
export const recoveryRequestSchema = z.object({
  user: z
    .object({ email: emailSchema.optional(), phone: phoneSchema.optional() })
    .refine(emailOrPhone, { message: 'email or phone is required', path: ['email'] }),
});
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  user: z
    .object({
      reset_password_token: z.string().min(1).max(200),
      password: passwordSchema,
      password_confirmation: z.string().max(128).optional(),
    })
    .refine(
      (u) => u.password_confirmation === undefined || u.password_confirmation === u.password,
      {
        message: 'does not match the password',
        path: ['password_confirmation'],
      },
    ),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const confirmationQuerySchema = z.object({
  confirmation_token: z.string().min(1).max(200),
});
export const unlockQuerySchema = z.object({ unlock_token: z.string().min(1).max(200) });

/** Answer of a recovery request; the same whether or not the account exists. */
export const instructionsSentSchema = z.object({ message: z.string() });
export type InstructionsSent = z.infer<typeof instructionsSentSchema>;

/** A Bearer token for the Sportsbook API; it ends with the session it belongs to. */
export const bearerTokenResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type BearerTokenResponse = z.infer<typeof bearerTokenResponseSchema>;

export const bearerTokenRequestSchema = z.object({
  user: z
    .object({
      email: emailSchema.optional(),
      phone: phoneSchema.optional(),
      password: z.string().min(1).max(128),
    })
    .refine(emailOrPhone, { message: 'email or phone is required', path: ['email'] })
    .optional(),
});
