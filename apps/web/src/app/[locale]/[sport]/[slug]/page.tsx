import { MATCH_STATUS, matchStatusList } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import {
  getCategories,
  getMarkets,
  getMatch,
  getAllMatches,
  getTournaments,
} from '@/features/catalogue/api/catalogue';
import { MatchList } from '@/components/matches/match-list';
import { dayParam, soonHours } from '@/components/matches/list-days';
import { NavigableList } from '@/features/catalogue/components/navigable-list';
import type { ListChoice } from '@/features/catalogue/components/list-navigation';
import { FavouriteStar } from '@/components/favourites/favourite-star';
// Not the feature's index: it would bring the favourites page's and the sync's code to every list.
import { FavouriteFilter } from '@/features/favourites/components/favourite-filter';
import { FavouriteMatches } from '@/features/favourites/components/favourite-matches-loader';
import { MatchView } from '@/features/match/components/match-view';
import { ApiError } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = {
  params: Promise<{ locale: string; sport: string; slug: string }>;
  searchParams: Promise<{ favourite?: string; soon?: string; day?: string }>;
};

const FAVOURITES_EMPTY = {
  title: 'list.favourites.empty.title',
  description: 'list.favourites.empty.description',
};

/** /{sport}/{slug} is a match, a league or a category, tried in that order. */
async function resolve(sportKey: string, slug: string, locale: Locale) {
  const id = /-(\d+)$/.exec(slug)?.[1];
  if (id) {
    const match = await getMatch(Number(id), locale).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    if (match && match.slug === slug && match.tournament.sport.key === sportKey)
      return { kind: 'match' as const, match };
  }
  const tournament = (await getTournaments(sportKey, locale)).find((t) => t.slug === slug);
  if (tournament) return { kind: 'league' as const, tournament };
  const category = (await getCategories(sportKey, locale)).find((c) => c.slug === slug);
  if (category) return { kind: 'category' as const, category };
  notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { sport, slug } = await params;
  const locale = await routeLocale(params);
  const found = await resolve(sport, slug, locale);
  const title =
    found.kind === 'match'
      ? found.match.name
      : found.kind === 'league'
        ? found.tournament.name
        : found.category.name;
  return pageMetadata(title, `/${sport}/${slug}`, locale);
}

async function ListPage({
  title,
  query,
  path,
  favourite,
  choice,
  star,
  locale,
}: {
  title: string;
  query: Record<string, string | number>;
  /** The list's own path, for its favourite filter. */
  path: string;
  /** Only the player's starred matches (?favourite=1). */
  favourite: boolean;
  /** The "starting soon" window or day chosen in the address. */
  choice: ListChoice;
  /** The league's favourite star (a category has none). */
  star?: ReactNode;
  locale: Locale;
}) {
  const intl = getIntl(locale);
  const listQuery = {
    ...query,
    locale,
    match_status: matchStatusList(MATCH_STATUS.prematch, MATCH_STATUS.live),
    sort_by: 'start_time',
  };
  const heading = (
    <>
      <PageTitle action={star}>{title}</PageTitle>
      <FavouriteFilter path={path} active={favourite} locale={locale} />
    </>
  );
  if (favourite)
    return (
      <>
        {heading}
        <FavouriteMatches query={listQuery} locale={locale} empty={FAVOURITES_EMPTY} />
      </>
    );
  const matches = await getAllMatches(listQuery);
  // Head-to-head matches by day; outrights (a season's winner…) in a section of their own.
  const events = matches.filter((match) => match.type === 'match');
  const outrights = matches.filter((match) => match.type !== 'match');
  const empty = (
    <EmptyState
      title={intl.formatMessage({ id: 'sport.empty.title' }, { sport: title })}
      description={intl.formatMessage({ id: 'sport.empty.description' })}
    />
  );
  return (
    <>
      {heading}
      {matches.length === 0 ? (
        empty
      ) : (
        <>
          {events.length > 0 ? (
            <NavigableList
              matches={events}
              path={path}
              choice={choice}
              empty={empty}
              locale={locale}
            />
          ) : null}
          {outrights.length > 0 ? (
            <section aria-labelledby="outrights">
              <SectionHeading id="outrights">
                {intl.formatMessage({ id: 'list.outrights' })}
              </SectionHeading>
              <MatchList matches={outrights} locale={locale} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

export default async function SlugPage({ params, searchParams }: Props) {
  const { sport, slug } = await params;
  const search = await searchParams;
  const favourite = search.favourite === '1';
  const choice = { soon: soonHours(search.soon), day: dayParam(search.day) };
  const path = `/${sport}/${slug}`;
  const locale = await routeLocale(params);
  const found = await resolve(sport, slug, locale);
  if (found.kind === 'match') {
    const markets = await getMarkets(found.match.id);
    return <MatchView match={found.match} markets={markets} locale={locale} />;
  }
  if (found.kind === 'league') {
    const title = `${found.tournament.category.name} · ${found.tournament.name}`;
    return (
      <ListPage
        title={title}
        query={{ tournament_id: found.tournament.id }}
        path={path}
        favourite={favourite}
        choice={choice}
        star={<FavouriteStar type="tournaments" id={found.tournament.id} name={title} size={22} />}
        locale={locale}
      />
    );
  }
  return (
    <ListPage
      title={found.category.name}
      query={{ category_id: found.category.id, sport_key: sport }}
      path={path}
      favourite={favourite}
      choice={choice}
      locale={locale}
    />
  );
}
