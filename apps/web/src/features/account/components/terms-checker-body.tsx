'use client';
// The terms-and-conditions checker's work (loaded by TermsChecker for a signed-in player): a player
// who has not accepted the version in force is asked to accept it (bets are refused until then).
// It looks when the player signs in and again when a bet is refused for the terms; "Not now"
// closes it until the next refusal. The dialog loads only when it is needed.
import { lazyComponent } from '@/lib/lazy-component';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { usePlayer } from '@/lib/session/player-store';
import { useTermsCheck } from '@/lib/session/terms-check-store';
import { getTermsStatus } from '../api/terms';

const TermsDialog = lazyComponent(() => import('./terms-dialog'));

export default function TermsCheckerBody({ locale }: { locale: Locale }) {
  const playerId = usePlayer((s) => (s.authStatus === 'LOGGED_IN' ? s.profile?.id : undefined));
  const requests = useTermsCheck((s) => s.requests);
  // The version waiting for this player's acceptance (a signed-out player has none).
  const [pending, setPending] = useState<{ playerId: string; version: string } | null>(null);

  useEffect(() => {
    if (!playerId) return;
    const controller = new AbortController();
    getTermsStatus(controller.signal).then(
      (status) =>
        setPending(
          status.accepted || !status.version ? null : { playerId, version: status.version },
        ),
      () => undefined, // the bet's own refusal still tells the player
    );
    return () => controller.abort();
  }, [playerId, requests]);

  if (!pending || pending.playerId !== playerId) return null;
  return <TermsDialog locale={locale} version={pending.version} onClose={() => setPending(null)} />;
}
