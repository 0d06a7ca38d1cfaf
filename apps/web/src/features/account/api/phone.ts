'use client';
// /player/phone: verification status, send a code to a number, resend it, verify it (spec 3).
import type { PhoneVerification } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

const PATH = '/api/platform/player/phone';

export const phoneStatusKey = ['platform-phone'] as const;

function getPhoneStatus(signal?: AbortSignal): Promise<PhoneVerification> {
  return apiFetch<PhoneVerification>(PATH, signal ? { signal } : {});
}

export function sendPhoneCode(
  phoneNumber: string,
  phoneCountry: string,
): Promise<PhoneVerification> {
  return apiFetch<PhoneVerification>(PATH, {
    method: 'POST',
    body: { phone_number: phoneNumber, phone_country: phoneCountry },
  });
}

export function resendPhoneCode(): Promise<PhoneVerification> {
  return apiFetch<PhoneVerification>(`${PATH}/resend`, { method: 'POST' });
}

export function verifyPhone(code: string): Promise<PhoneVerification> {
  return apiFetch<PhoneVerification>(`${PATH}/verify`, {
    method: 'POST',
    body: { code },
  });
}

/** Read afresh each time the dialog opens: a code may have been sent from elsewhere. */
export function usePhoneStatus(signedIn: boolean) {
  return useQuery({
    queryKey: phoneStatusKey,
    meta: { inlineError: true },
    queryFn: ({ signal }) => getPhoneStatus(signal),
    enabled: signedIn,
    retry: false,
    staleTime: 0,
  });
}
