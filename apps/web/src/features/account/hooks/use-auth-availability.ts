'use client';
// Whether this visitor may be offered sign-in or sign-up, with the country's name when not.
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import { authAvailability, type AuthAction } from '../utils/availability';
import { countryName } from '../utils/country-names';

const noSubscription = () => () => undefined;

/** The visitor's country the layout wrote on <body data-country> from CF-IPCountry / X-Country. */
function useBodyCountry(): string {
  return useSyncExternalStore(
    noSubscription,
    () => document.body.dataset.country ?? '',
    () => '',
  );
}

export function useAuthAvailability(action: AuthAction) {
  const intl = useIntl();
  const system = useSystem();
  const availability = authAvailability(action, system.data, useBodyCountry());
  if (availability.ok) return { ok: true as const };
  if (availability.reason === 'disabled') {
    return { ok: false as const, message: { id: `auth.error.${action}_disabled` } };
  }
  const name = countryName(intl.locale, availability.country);
  return { ok: false as const, message: { id: 'auth.blocked-country', values: { country: name } } };
}
