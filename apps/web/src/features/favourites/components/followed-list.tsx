'use client';
// The leagues and sports the player starred, each a link to its list with its star.
import { useIntl } from 'react-intl';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { withQueryClient } from '@/components/providers/query-provider';
import { LocalLink } from '@/components/ui/local-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { useFavourites } from '@/lib/favourites/favourites-state';
import type { Locale } from '@/lib/i18n/locales';
import { sportName } from '@/lib/i18n/sport-names';
import { useFollowedCatalogue } from '../api/followed';
import styles from './favourites.module.css';

function FollowedListBody({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const sets = useFavourites((s) => s.sets);
  const any = sets.sports.size + sets.tournaments.size > 0;
  const catalogue = useFollowedCatalogue(any, locale);
  if (!any || !catalogue.data) return null;
  const items = [
    ...catalogue.data.sports
      .filter((sport) => sets.sports.has(sport.id))
      .map((sport) => ({
        type: 'sports' as const,
        id: sport.id,
        name: sportName(intl, sport),
        href: `/${sport.key}`,
      })),
    ...catalogue.data.tournaments
      .filter((tournament) => sets.tournaments.has(tournament.id))
      .map((tournament) => ({
        type: 'tournaments' as const,
        id: tournament.id,
        name: `${tournament.category.name} · ${tournament.name}`,
        href: `/${tournament.sport.key}/${tournament.slug}`,
      })),
  ];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="favourites-followed">
      <SectionHeading id="favourites-followed">
        {intl.formatMessage({ id: 'favorites.followed' })}
      </SectionHeading>
      <ul className={styles.followed}>
        {items.map((item) => (
          <li key={`${item.type}:${item.id}`} className={styles.followedItem}>
            <LocalLink href={item.href} locale={locale}>
              {item.name}
            </LocalLink>
            <FavouriteStar type={item.type} id={item.id} name={item.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const FollowedList = withQueryClient(FollowedListBody);
