'use client';
// Keeps the stars in step with the session: a visitor's from this device, a player's from the
// API; after sign-in, offers to add the stars a visitor left on this device (spec: favourites).
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { reportFailure } from '@/lib/api/client';
import {
  discardOfferedFavourites,
  loadPlayerFavourites,
  mergeOfferedFavourites,
  showVisitorFavourites,
  useFavourites,
} from '@/lib/favourites/favourites-store';
import { countOf, type FavouriteSets } from '@/lib/favourites/local-favourites';
import { usePlayer } from '@/lib/session/player-store';
import styles from './favourites.module.css';

export function FavouritesSync() {
  const status = usePlayer((s) => s.authStatus);
  const offered = useFavourites((s) => s.offered);
  useEffect(() => {
    if (status === 'NOT_LOGGED_IN') showVisitorFavourites();
    if (status !== 'LOGGED_IN') return;
    const controller = new AbortController();
    loadPlayerFavourites(controller.signal).catch((error: unknown) => reportFailure(error, true));
    return () => controller.abort();
  }, [status]);
  return status === 'LOGGED_IN' && offered ? <MergeDialog offered={offered} /> : null;
}

function MergeDialog({ offered }: { offered: FavouriteSets }) {
  const intl = useIntl();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      // Escape is "not now": the stars stay on this device and are offered at the next sign-in.
      onCancel={() => useFavourites.setState({ offered: null })}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {intl.formatMessage({ id: 'favourites.merge.title' })}
      </h2>
      <p id={`${id}-description`}>
        {intl.formatMessage({ id: 'favourites.merge.description' }, { count: countOf(offered) })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void mergeOfferedFavourites()}
        >
          {intl.formatMessage({ id: 'favourites.merge.add' })}
        </button>
        <button type="button" className={styles.button} onClick={discardOfferedFavourites}>
          {intl.formatMessage({ id: 'favourites.merge.discard' })}
        </button>
      </div>
    </dialog>
  );
}
