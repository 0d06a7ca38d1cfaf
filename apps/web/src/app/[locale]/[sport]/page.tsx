import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getMatches, getSports } from '@/features/catalogue/api/catalogue';
import { MatchList } from '@/components/matches/match-list';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string; sport: string }> };

async function findSport(key: string) {
  const sport = (await getSports()).find((candidate) => candidate.key === key);
  if (!sport) notFound();
  return sport;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const sport = await findSport((await params).sport);
  return pageMetadata(sport.name, `/${sport.key}`, locale);
}

export default async function SportPage({ params }: Props) {
  const locale = await routeLocale(params);
  const sport = await findSport((await params).sport);
  const intl = getIntl(locale);
  const matches = await getMatches({
    sport_key: sport.key,
    match_status: '0,1',
    type: 'match',
    limit: 200,
    sort_by: 'priority',
  });
  return (
    <>
      <PageTitle>{sport.name}</PageTitle>
      {matches.data.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'sport.empty.title' }, { sport: sport.name })}
          description={intl.formatMessage({ id: 'sport.empty.description' })}
        />
      ) : (
        <MatchList matches={matches.data} locale={locale} />
      )}
    </>
  );
}
