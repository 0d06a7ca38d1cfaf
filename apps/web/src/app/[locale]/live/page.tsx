import { MATCH_STATUS, matchStatusList } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getAllMatches } from '@/features/catalogue/api/catalogue';
import { MultiView, watchedIds } from '@/features/catalogue/components/multi-view';
import { SportFilter } from '@/features/catalogue/components/sport-filter';
// Not the feature's index: it would bring the favourites page's and the sync's code to every list.
import { FavouriteFilter } from '@/features/favourites/components/favourite-filter';
import { FavouriteMatches } from '@/features/favourites/components/favourite-matches-loader';
import { MatchList } from '@/components/matches/match-list';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ favourite?: string; sport?: string; watch?: string | string[] }>;
};

const LIVE_QUERY = {
  match_status: matchStatusList(MATCH_STATUS.live, MATCH_STATUS.stopped),
  type: 'match',
};
const FAVOURITES_EMPTY = {
  title: 'list.favourites.empty.title',
  description: 'list.favourites.empty.description',
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(getIntl(locale).formatMessage({ id: 'live.title' }), '/live', locale);
}

export default async function LivePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  const search = await searchParams;
  const favourite = search.favourite === '1';
  const title = <PageTitle>{intl.formatMessage({ id: 'live.title' })}</PageTitle>;
  const filter = <FavouriteFilter path="/live" active={favourite} locale={locale} />;
  if (favourite)
    return (
      <>
        {title}
        {filter}
        <FavouriteMatches
          query={{ ...LIVE_QUERY, locale }}
          locale={locale}
          empty={FAVOURITES_EMPTY}
        />
      </>
    );
  const live = await getAllMatches({ ...LIVE_QUERY, locale });
  const sport = live.some((match) => match.tournament.sport.key === search.sport)
    ? (search.sport ?? null)
    : null;
  const shown = sport ? live.filter((match) => match.tournament.sport.key === sport) : live;
  return (
    <>
      {title}
      {filter}
      {live.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'live.empty.title' })}
          description={intl.formatMessage({ id: 'live.empty.description' })}
        />
      ) : (
        <>
          <SportFilter path="/live" matches={live} active={sport} locale={locale} />
          <MultiView
            live={shown}
            watched={watchedIds(search.watch, live)}
            sport={sport}
            locale={locale}
          />
          <MatchList matches={shown} locale={locale} />
        </>
      )}
    </>
  );
}
