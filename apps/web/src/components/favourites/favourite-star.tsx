'use client';
// The star that marks a match, league or sport as a favourite. Each star reads only whether its
// own item is starred, so a toggle re-renders that star and no row or price around it. The code
// that toggles loads with the favourites sync (after the page is idle); until the sync has told the
// store whose stars these are, the star is disabled, so a tap always finds that code here.
import type { FavouriteType } from '@sportsbook/contracts';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { tapStar, useFavourites } from '@/lib/favourites/favourites-state';
import styles from './favourite-star.module.css';

export const FavouriteStar = memo(function FavouriteStar({
  type,
  id,
  name,
  size = 18,
  className,
}: {
  type: FavouriteType;
  id: number;
  /** What is starred, for the button's accessible name. */
  name: string;
  size?: number;
  className?: string;
}) {
  const intl = useIntl();
  const on = useFavourites((s) => s.sets[type].has(id));
  // Until the session is known there is nothing to keep a star against: the tap waits.
  const waiting = useFavourites((s) => s.owner === 'unknown');
  return (
    <button
      type="button"
      className={[styles.star, className].filter(Boolean).join(' ')}
      aria-pressed={on}
      disabled={waiting}
      aria-label={intl.formatMessage({ id: 'favourites.toggle' }, { name })}
      data-favourite={`${type}:${id}`}
      onClick={() => tapStar(type, id)}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.84 5.76 6.36.92-4.6 4.48 1.09 6.33L12 17.3l-5.69 2.99 1.09-6.33-4.6-4.48 6.36-.92z" />
      </svg>
    </button>
  );
});
