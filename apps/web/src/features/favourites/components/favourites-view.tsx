'use client';
// The favorites page: the player's starred matches, live and upcoming, each grouped by league.
import { MATCH_STATUS, matchStatusList } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { PlayerGate } from '@/components/session/player-gate';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';
import { FavouriteMatches } from './favourite-matches';
import { FollowedList } from './followed-list';
import styles from './favourites.module.css';

const LIVE = { match_status: matchStatusList(MATCH_STATUS.live, MATCH_STATUS.stopped) };
const UPCOMING = { match_status: matchStatusList(MATCH_STATUS.prematch), sort_by: 'start_time' };

export function FavouritesView({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <PlayerGate prompt="favorites.sign-in">
      <div className={styles.sections}>
        <section aria-labelledby="favourites-live">
          <SectionHeading id="favourites-live">
            {intl.formatMessage({ id: 'favorites.live' })}
          </SectionHeading>
          <FavouriteMatches
            query={LIVE}
            locale={locale}
            empty={{ title: 'favorites.live.empty' }}
          />
        </section>
        <section aria-labelledby="favourites-upcoming">
          <SectionHeading id="favourites-upcoming">
            {intl.formatMessage({ id: 'favorites.upcoming' })}
          </SectionHeading>
          <FavouriteMatches
            query={UPCOMING}
            locale={locale}
            empty={{ title: 'favorites.upcoming.empty', description: 'favorites.empty' }}
          />
        </section>
        <FollowedList locale={locale} />
      </div>
    </PlayerGate>
  );
}
