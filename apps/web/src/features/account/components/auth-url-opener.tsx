'use client';
// Opens the dialog the URL names (#signIn, ?modal=signIn, /users/sign-in, a mailed token) and
// takes the names and tokens out of the URL, keeping everything else.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { sessionKnown } from '@/lib/session/player-store';
import { readAuthUrl } from '../utils/auth-url';

function openFromUrl(onArrival: boolean) {
  const { request, cleaned } = readAuthUrl(new URL(window.location.href), { onArrival });
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  if (!request) return;
  // Sign-in and sign-up are for visitors: a signed-in player following such a link stays put.
  if (request.modal === 'sign_in' || request.modal === 'sign_up') {
    void sessionKnown().then((signedIn) => {
      if (!signedIn) useAuthModal.getState().open(request);
    });
    return;
  }
  useAuthModal.getState().open(request);
}

export function AuthUrlOpener() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const arrivedAt = useRef<string | null>(null);

  useEffect(() => {
    // An auth page opens its dialog when the visitor arrives, not again when its URL is cleaned.
    const onArrival = arrivedAt.current !== pathname;
    arrivedAt.current = pathname;
    openFromUrl(onArrival);
  }, [pathname, searchParams]);

  useEffect(() => {
    const onHashChange = () => openFromUrl(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
