'use client';
// A match list of the signed-in player's starred matches, grouped by league. A star taken off
// here takes the match off the list at once; the next visit reads the list again.
import { useIntl } from 'react-intl';
import { MatchList } from '@/components/matches/match-list';
import { withQueryClient } from '@/components/providers/query-provider';
import { PlayerGate } from '@/components/session/player-gate';
import { EmptyState } from '@/components/ui/empty-state';
import { useFavourites } from '@/lib/favourites/favourites-state';
import type { Locale } from '@/lib/i18n/locales';
import { useFavouriteMatches, type MatchListQuery } from '../api/favourite-matches';
import styles from './favourites.module.css';

export interface FavouriteMatchesProps {
  query: MatchListQuery;
  locale: Locale;
  /** The message ids of the empty list's title and, optionally, its description. */
  empty: { title: string; description?: string };
}

function StarredMatches({ query, locale, empty }: FavouriteMatchesProps) {
  const intl = useIntl();
  const owner = useFavourites((s) => s.owner);
  const starred = useFavourites((s) => s.sets.matches);
  const matches = useFavouriteMatches({ ...query, locale }, owner === 'player');
  if (matches.isError)
    return (
      <p className={styles.muted} role="alert">
        {intl.formatMessage({ id: 'favorites.load-failed' })}
      </p>
    );
  if (!matches.data)
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage({ id: 'favorites.loading' })}
      </p>
    );
  const shown = matches.data.filter((match) => starred.has(match.id));
  if (shown.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: empty.title })}
        {...(empty.description
          ? { description: intl.formatMessage({ id: empty.description }) }
          : {})}
      />
    );
  return <MatchList matches={shown} locale={locale} />;
}

const StarredMatchesWithQueries = withQueryClient(StarredMatches);

/** Favourites are a signed-in player's: a visitor is asked to sign in instead. */
export function FavouriteMatches(props: FavouriteMatchesProps) {
  return (
    <PlayerGate prompt="favorites.sign-in">
      <StarredMatchesWithQueries {...props} />
    </PlayerGate>
  );
}
