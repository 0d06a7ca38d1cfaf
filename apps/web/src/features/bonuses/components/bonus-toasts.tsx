'use client';
// Bonus toasts: a bonus issued to the signed-in player (bonus_issued on the private channel) shows
// a toast, and the bonus lists are read again 1 s after it shows (spec sections 4 and 9). Bonuses
// that arrive together (a new player's welcome offers read on the first page, or announcements
// within two seconds) share one toast.
// Only a signed-in player sees them; signing out takes them away.
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
/** Bonuses announced within this time of a toast's first one join that toast. */
const TOGETHER_MS = 2000;
/**
 * A bonus issued this long before the page began to listen still counts as new when the channel
 * is subscribed: the server's clock and this device's may differ by that much.
 */
const CATCH_UP_GRACE_MS = 10_000;

/** One toast: a bonus, or bonuses that arrived together (`at` the first one's arrival). */
interface ToastItem {
  key: string;
  bonuses: Bonus[];
  at: number;
}

const itemOf = (bonuses: Bonus[], at: number): ToastItem => ({
  key: bonuses.map((bonus) => bonus.id).join('+'),
  bonuses,
  at,
});

/** The toasts after `bonuses` arrived at `now`: with the newest toast when it is that recent. */
function withArrival(list: ToastItem[], bonuses: Bonus[], now: number): ToastItem[] {
  const last = list.at(-1);
  if (last && now - last.at < TOGETHER_MS) {
    const added = bonuses.filter((bonus) => !last.bonuses.some((b) => b.id === bonus.id));
    return [...list.slice(0, -1), itemOf([...last.bonuses, ...added], last.at)];
  }
  const item = itemOf(bonuses, now);
  return [...list.filter((shown) => shown.key !== item.key), item].slice(-MAX_TOASTS);
}

function BonusToast({
  item,
  locale,
  onClose,
}: {
  item: ToastItem;
  locale: Locale;
  onClose: (key: string) => void;
}) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  const { key, bonuses } = item;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onClose(key), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, onClose, key]);
  const [bonus] = bonuses as [Bonus, ...Bonus[]];
  const single = bonuses.length === 1;
  const title = single
    ? intl.formatMessage({ id: 'bonus-toast.title' }, { name: bonus.name })
    : intl.formatMessage({ id: 'bonus-toast.group-title' }, { count: bonuses.length });
  const amount = bonusAmount(intl, bonus);
  const kind = intl.formatMessage({ id: `promotions.type.${bonus.type}` });
  const meta = single
    ? amount
      ? `${kind} · ${amount}`
      : kind
    : intl.formatList(bonuses.map((b) => b.name));
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
        <p className={styles.title}>{title}</p>
        <p className={styles.meta}>{meta}</p>
        <LocalLink href="/promotions" locale={locale} className={styles.link}>
          {intl.formatMessage({ id: 'bonus-toast.open' })}
        </LocalLink>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => onClose(key)}
        aria-label={
          single
            ? intl.formatMessage({ id: 'bonus-toast.close' }, { name: bonus.name })
            : intl.formatMessage({ id: 'bonus-toast.group-close' }, { count: bonuses.length })
        }
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
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const dismiss = useCallback(
    (key: string) => setToasts((shown) => shown.filter((item) => item.key !== key)),
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
    /** Toasts the bonuses not shown yet, together; false when there were none. */
    const show = (bonuses: Bonus[]) => {
      const fresh = bonuses.filter((bonus) => !shown.has(bonus.id));
      if (fresh.length === 0) return false;
      for (const bonus of fresh) shown.add(bonus.id);
      // A bonus the page in front of the player confirms itself (a promo code) is not told twice.
      const tell = () => {
        const told = fresh.filter((bonus) => !confirmedOnPage(bonus.id));
        if (told.length > 0) toast(told);
      };
      const waiting = redemptionInFlight();
      if (!waiting) tell();
      else
        void waiting.then(() => {
          if (listening) tell();
        });
      return true;
    };
    const toast = (bonuses: Bonus[]) => {
      const now = Date.now();
      setToasts((list) => withArrival(list, bonuses, now));
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
          show(missed);
        })
        .catch(() => {});
    const release = holdPrivateChannel(playerId, (event) => {
      if (event.event_name === PRIVATE_SUBSCRIBED) return void catchUp();
      if (!isEvent<BonusIssued>(event, 'bonus_issued')) return;
      const { bonus } = event.message;
      if (!show([bonus])) return;
      // The announcement names the bonus in the site's first language: read it in this page's.
      getBonusesById([bonus.id], intl.locale)
        .then(([named]) => {
          if (named)
            setToasts((list) =>
              list.map((item) =>
                item.bonuses.some((b) => b.id === named.id)
                  ? itemOf(
                      item.bonuses.map((b) => (b.id === named.id ? named : b)),
                      item.at,
                    )
                  : item,
              ),
            );
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
      {toasts.map((item) => (
        <BonusToast key={item.key} item={item} locale={locale} onClose={dismiss} />
      ))}
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const BonusToasts = withQueryClient(BonusToastsBody);
