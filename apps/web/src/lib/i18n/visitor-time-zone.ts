// The visitor's time zone as its browser last told it (see time-zone.ts).
import 'server-only';
import { cookies } from 'next/headers';
import { FALLBACK_TIME_ZONE, TIME_ZONE_COOKIE, validTimeZone } from './time-zone';

export async function visitorTimeZone(): Promise<string> {
  return validTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value) ?? FALLBACK_TIME_ZONE;
}
