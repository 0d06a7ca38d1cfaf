import { MATCH_STATUS, matchStatusList } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getMatches } from '@/features/catalogue/api/catalogue';
import { MatchList } from '@/components/matches/match-list';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(getIntl(locale).formatMessage({ id: 'results.title' }), '/results', locale);
}

export default async function ResultsPage({ params }: Props) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  const finished = await getMatches({
    locale,
    type: 'match',
    match_status: matchStatusList(MATCH_STATUS.closed, MATCH_STATUS.finished),
    sort_by: '-start_time',
    limit: 100,
  });
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'results.title' })}</PageTitle>
      {finished.data.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'results.empty' })} />
      ) : (
        <MatchList matches={finished.data} locale={locale} results />
      )}
    </>
  );
}
