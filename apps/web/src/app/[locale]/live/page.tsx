import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getAllMatches } from '@/features/catalogue/api/catalogue';
import { FavouriteFilter, FavouriteMatches } from '@/features/favourites';
import { MatchList } from '@/components/matches/match-list';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ favourite?: string }>;
};

const LIVE_QUERY = { match_status: '1,2', type: 'match' };
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
  const favourite = (await searchParams).favourite === '1';
  const title = <PageTitle>{intl.formatMessage({ id: 'live.title' })}</PageTitle>;
  const filter = <FavouriteFilter path="/live" active={favourite} locale={locale} />;
  if (favourite)
    return (
      <>
        {title}
        {filter}
        <FavouriteMatches query={LIVE_QUERY} locale={locale} empty={FAVOURITES_EMPTY} />
      </>
    );
  const live = await getAllMatches(LIVE_QUERY);
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
        <MatchList matches={live} locale={locale} />
      )}
    </>
  );
}
