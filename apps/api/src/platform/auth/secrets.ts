// Random secrets for sessions, tokens and codes; only their SHA-256 is ever stored.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 bits, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A six-digit SMS code. */
export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
