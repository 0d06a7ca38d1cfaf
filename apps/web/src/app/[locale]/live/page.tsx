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
  return pageMetadata(getIntl(locale).formatMessage({ id: 'live.title' }), '/live', locale);
}

export default async function LivePage({ params }: Props) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  const live = await getAllMatches({ match_status: '1,2', type: 'match' });
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'live.title' })}</PageTitle>
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
