'use client';
// After sign-in: add the stars a visitor left on this device to the player's, or not now.
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useFavourites } from '@/lib/favourites/favourites-state';
import {
  discardOfferedFavourites,
  mergeOfferedFavourites,
} from '@/lib/favourites/favourites-store';
import { countOf, type FavouriteSets } from '@/lib/favourites/local-favourites';
import styles from './favourites.module.css';

export function MergeDialog({ offered }: { offered: FavouriteSets }) {
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
