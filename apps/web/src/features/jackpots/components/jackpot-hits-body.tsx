'use client';
// The player's jackpot hits: refreshed every 60 s; 1 s after an unseen hit is found its modal
// opens, once, and the hit is marked seen (spec 4 and 9).
import type { JackpotHit } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { reportFailure } from '@/lib/api/client';
import { getUnseenJackpotHits, markJackpotHitsSeen } from '../api/jackpots';
import { JACKPOT_HIT_DELAY_MS, JACKPOT_HITS_REFRESH_MS } from '../timing';
import { money } from './jackpot-money';
import styles from './jackpots.module.css';

function HitDialog({ hit, onClose }: { hit: JackpotHit; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const values = {
    jackpot: hit.jackpot_name,
    level: hit.jackpot_level_name,
    amount: money(intl, hit.amount, hit.currency),
  };
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={onClose}
      data-testid="jackpot-hit-modal"
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {intl.formatMessage({ id: 'jackpots.hit.title' })}
      </h2>
      <p className={styles.dialogAmount}>{values.amount}</p>
      <p id={`${id}-description`}>
        {intl.formatMessage(
          { id: hit.status === 'paid' ? 'jackpots.hit.paid' : 'jackpots.hit.pending' },
          values,
        )}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primary} onClick={() => dialog.current?.close()}>
          {intl.formatMessage({ id: 'jackpots.hit.close' })}
        </button>
      </div>
    </dialog>
  );
}

function JackpotHitsBody() {
  const intl = useIntl();
  const hits = useQuery({
    queryKey: ['jackpot-hits', 'unseen', intl.locale],
    queryFn: ({ signal }) => getUnseenJackpotHits(intl.locale, signal),
    refetchInterval: JACKPOT_HITS_REFRESH_MS,
    staleTime: 0,
  });
  const shown = useRef(new Set<string>());
  const [open, setOpen] = useState<JackpotHit | null>(null);

  useEffect(() => {
    if (open) return;
    const next = hits.data?.find((hit) => !shown.current.has(hit.id));
    if (!next) return;
    const timer = setTimeout(() => {
      shown.current.add(next.id);
      setOpen(next);
      // Seen as soon as it shows: a reload or another tab does not show it again.
      markJackpotHitsSeen([next.id]).catch((error: unknown) => reportFailure(error, true));
    }, JACKPOT_HIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hits.data, open]);

  return open ? <HitDialog hit={open} onClose={() => setOpen(null)} /> : null;
}

export default withQueryClient(JackpotHitsBody);
