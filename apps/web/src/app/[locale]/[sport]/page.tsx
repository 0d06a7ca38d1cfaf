import { MATCH_STATUS, matchStatusList } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getAllMatches, getSports } from '@/features/catalogue/api/catalogue';
import { dayParam, soonHours } from '@/components/matches/list-days';
import { LeaguePicker } from '@/features/catalogue/components/league-picker';
import { NavigableList } from '@/features/catalogue/components/navigable-list';
import { FavouriteStar } from '@/components/favourites/favourite-star';
// Not the feature's index: it would bring the favourites page's and the sync's code to every list.
import { FavouriteFilter } from '@/features/favourites/components/favourite-filter';
import { FavouriteMatches } from '@/features/favourites/components/favourite-matches-loader';
import { readPage } from '@/features/pages/api/pages';
import { CustomPage } from '@/features/pages/components/custom-page';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { sportName } from '@/lib/i18n/sport-names';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = {
  params: Promise<{ locale: string; sport: string }>;
  searchParams: Promise<{ favourite?: string; soon?: string; day?: string }>;
};

const FAVOURITES_EMPTY = {
  title: 'list.favourites.empty.title',
  description: 'list.favourites.empty.description',
};

/** /{segment} is a sport, else a custom page of the site (a sport's key wins over a page's slug). */
async function resolve(segment: string, locale: Locale) {
  const sport = (await getSports()).find((candidate) => candidate.key === segment);
  if (sport) return { kind: 'sport' as const, sport };
  const read = await readPage(segment, locale);
  if (read.kind === 'none') notFound();
  return { kind: 'page' as const, read };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const found = await resolve((await params).sport, locale);
  if (found.kind === 'sport') {
    const name = sportName(getIntl(locale), found.sport);
    return pageMetadata(name, `/${found.sport.key}`, locale);
  }
  const page = found.read.kind === 'page' ? found.read.page : found.read.summary;
  // A page for players only is never indexed: a crawler sees the sign-in prompt.
  return pageMetadata(page.title, `/${page.slug}`, locale, {
    pageOptOut: page.noindex || page.requires_login,
  });
}

export default async function SportPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const found = await resolve((await params).sport, locale);
  if (found.kind === 'page') return <CustomPage read={found.read} locale={locale} />;
  const { sport } = found;
  const intl = getIntl(locale);
  const name = sportName(intl, sport);
  const query = {
    sport_key: sport.key,
    locale,
    match_status: matchStatusList(MATCH_STATUS.prematch, MATCH_STATUS.live),
    type: 'match',
    sort_by: 'priority',
  };
  const search = await searchParams;
  const favourite = search.favourite === '1';
  const heading = (
    <>
      <PageTitle action={<FavouriteStar type="sports" id={sport.id} name={name} size={22} />}>
        {name}
      </PageTitle>
      <FavouriteFilter path={`/${sport.key}`} active={favourite} locale={locale} />
    </>
  );
  if (favourite)
    return (
      <>
        {heading}
        <FavouriteMatches query={query} locale={locale} empty={FAVOURITES_EMPTY} />
      </>
    );
  const matches = await getAllMatches(query);
  return (
    <>
      {heading}
      <NavigableList
        matches={matches}
        path={`/${sport.key}`}
        choice={{ soon: soonHours(search.soon), day: dayParam(search.day) }}
        picker={<LeaguePicker matches={matches} locale={locale} />}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'sport.empty.title' }, { sport: name })}
            description={intl.formatMessage({ id: 'sport.empty.description' })}
          />
        }
        locale={locale}
      />
    </>
  );
}
