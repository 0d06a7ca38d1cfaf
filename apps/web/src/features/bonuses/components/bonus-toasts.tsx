'use client';
// Bonus toasts: a bonus issued to the signed-in player (bonus_issued on the private channel) shows
// a toast, and the bonus lists are read again 1 s after it shows (spec sections 4 and 9). Only a
// signed-in player sees them; signing out takes them away.
import type { Bonus, BonusIssued } from '@sportsbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import {
  holdPrivateChannel,
  PRIVATE_SUBSCRIBED,
  privateChannelSubscribed,
} from '@/lib/live/connection';
import { isEvent } from '@/lib/live/realtime-events';
import { usePlayer } from '@/lib/session/player-store';
import { getBonusesById, getNewestBonuses } from '../api/bonuses';
import { confirmedOnPage, redemptionInFlight } from '../utils/confirmed-on-page';
import { bonusAmount } from './bonus-summary';
import styles from './bonus-toasts.module.css';

/** Spec: the bonus list refresh 1 s after a bonus is shown. */
const BONUS_LIST_REFRESH_MS = 1000;
/** A toast stays this long, and longer while the pointer or focus is on it. */
const TOAST_MS = 8000;
/** At most this many toasts at once: the oldest gives way. */
const MAX_TOASTS = 3;
/**
 * A bonus issued this long before the page began to listen still counts as new when the channel
 * is subscribed: the server's clock and this device's may differ by that much.
 */
const CATCH_UP_GRACE_MS = 10_000;

function BonusToast({
  bonus,
  locale,
  onClose,
}: {
  bonus: Bonus;
  locale: Locale;
  onClose: (id: string) => void;
}) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onClose(bonus.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, onClose, bonus.id]);
  const amount = bonusAmount(intl, bonus);
  const kind = intl.formatMessage({ id: `promotions.type.${bonus.type}` });
  return (
    <div
      className={styles.toast}
      data-testid="bonus-toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <span className={styles.badge} aria-hidden="true">
        ★
      </span>
      <div className={styles.body}>
        <p className={styles.title}>
          {intl.formatMessage({ id: 'bonus-toast.title' }, { name: bonus.name })}
        </p>
        <p className={styles.meta}>{amount ? `${kind} · ${amount}` : kind}</p>
        <LocalLink href="/promotions" locale={locale} className={styles.link}>
          {intl.formatMessage({ id: 'bonus-toast.open' })}
        </LocalLink>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => onClose(bonus.id)}
        aria-label={intl.formatMessage({ id: 'bonus-toast.close' }, { name: bonus.name })}
      >
        ×
      </button>
    </div>
  );
}

function BonusToastsBody({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const client = useQueryClient();
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  const [toasts, setToasts] = useState<Bonus[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const dismiss = useCallback(
    (id: string) => setToasts((shown) => shown.filter((b) => b.id !== id)),
    [],
  );

  // Another player (or none): the toasts shown belong to the one before.
  const [shownFor, setShownFor] = useState(playerId);
  if (shownFor !== playerId) {
    setShownFor(playerId);
    setToasts([]);
  }

  useEffect(() => {
    if (!playerId) return;
    const pending = timers.current;
    let listening = true;
    const since = Date.now() - CATCH_UP_GRACE_MS;
    /** Bonuses toasted (or dismissed) while this player is here: each shows once. */
    const shown = new Set<string>();
    const show = (bonus: Bonus) => {
      if (shown.has(bonus.id)) return false;
      shown.add(bonus.id);
      // A bonus the page in front of the player confirms itself (a promo code) is not told twice.
      const waiting = redemptionInFlight();
      if (!waiting) {
        if (!confirmedOnPage(bonus.id)) toast(bonus);
      } else {
        void waiting.then(() => {
          if (listening && !confirmedOnPage(bonus.id)) toast(bonus);
        });
      }
      return true;
    };
    const toast = (bonus: Bonus) => {
      setToasts((list) => [...list.filter((b) => b.id !== bonus.id), bonus].slice(-MAX_TOASTS));
      const timer = setTimeout(() => {
        pending.delete(timer);
        void client.invalidateQueries({ queryKey: ['bonuses'] });
      }, BONUS_LIST_REFRESH_MS);
      pending.add(timer);
    };
    // The channel keeps no history: a bonus issued before it was subscribed (just after the page
    // opened or signed in, or while the connection was down) is read once it is.
    const catchUp = () =>
      getNewestBonuses(intl.locale)
        .then((newest) => {
          const missed = newest.filter((bonus) => Date.parse(bonus.issued_at) >= since);
          missed.sort((a, b) => Date.parse(a.issued_at) - Date.parse(b.issued_at));
          missed.forEach(show);
        })
        .catch(() => {});
    const release = holdPrivateChannel(playerId, (event) => {
      if (event.event_name === PRIVATE_SUBSCRIBED) return void catchUp();
      if (!isEvent<BonusIssued>(event, 'bonus_issued')) return;
      const { bonus } = event.message;
      if (!show(bonus)) return;
      // The announcement names the bonus in the site's first language: read it in this page's.
      getBonusesById([bonus.id], intl.locale)
        .then(([named]) => {
          if (named) setToasts((list) => list.map((b) => (b.id === named.id ? named : b)));
        })
        .catch(() => {});
    });
    // Subscribed before these toasts were here (the slip's channel listener comes first): its
    // subscribed event has passed, so they catch up now.
    if (privateChannelSubscribed(playerId)) void catchUp();
    return () => {
      listening = false;
      release();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [playerId, client, intl.locale]);

  if (!playerId) return null;
  return (
    <div
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: 'bonus-toast.region' })}
    >
      {toasts.map((bonus) => (
        <BonusToast key={bonus.id} bonus={bonus} locale={locale} onClose={dismiss} />
      ))}
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const BonusToasts = withQueryClient(BonusToastsBody);
