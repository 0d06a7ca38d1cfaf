import { MATCH_STATUS, matchStatusList } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getAllMatches } from '@/features/catalogue/api/catalogue';
import { MatchList } from '@/components/matches/match-list';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'cybersport.title' }),
    '/cybersport',
    locale,
  );
}

export default async function CybersportPage({ params }: Props) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  const matches = await getAllMatches({
    locale,
    sport_type: 'cyber',
    match_status: matchStatusList(MATCH_STATUS.prematch, MATCH_STATUS.live),
    type: 'match',
  });
  const title = intl.formatMessage({ id: 'cybersport.title' });
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {matches.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'sport.empty.title' }, { sport: title })}
          description={intl.formatMessage({ id: 'sport.empty.description' })}
        />
      ) : (
        <MatchList matches={matches} locale={locale} />
      )}
    </>
  );
}
