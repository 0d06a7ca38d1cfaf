import { MATCH_STATUS } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import { getMatches } from '@/features/catalogue/api/catalogue';
import { MatchList } from '@/components/matches/match-list';
import { getPageJackpots } from '@/features/jackpots/api/jackpots-server';
import { PageJackpots } from '@/features/jackpots/components/page-jackpots';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

const TOP_SPORTS = ['soccer', 'tennis', 'cricket', 'basketball'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  // The home page shares the layout's segment, so the title template does not apply to it.
  const title = `${intl.formatMessage({ id: 'home.title' })} | ${intl.formatMessage({ id: 'app.name' })}`;
  return pageMetadata(title, '/', locale);
}

export default async function HomePage({ params }: Props) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  const [live, upcoming, jackpots] = await Promise.all([
    getMatches({
      locale,
      match_status: MATCH_STATUS.live,
      max_per_sport: 3,
      limit: 12,
      type: 'match',
    }),
    getMatches({
      locale,
      match_status: MATCH_STATUS.prematch,
      sport_key: TOP_SPORTS.join(','),
      max_per_sport: 6,
      limit: 24,
      type: 'match',
      sort_by: 'priority',
    }),
    getPageJackpots(locale),
  ]);
  const nothing = live.data.length === 0 && upcoming.data.length === 0;
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'home.title' })}</PageTitle>
      <PageJackpots locale={locale} jackpots={jackpots} />
      {nothing ? (
        <EmptyState
          title={intl.formatMessage({ id: 'home.empty.title' })}
          description={intl.formatMessage({ id: 'home.empty.description' })}
        />
      ) : null}
      {live.data.length > 0 ? (
        <section aria-labelledby="live-now">
          <SectionHeading id="live-now">
            {intl.formatMessage({ id: 'home.live-now' })}
          </SectionHeading>
          <MatchList matches={live.data} locale={locale} />
        </section>
      ) : null}
      {upcoming.data.length > 0 ? (
        <section aria-labelledby="top-sports">
          <SectionHeading id="top-sports">
            {intl.formatMessage({ id: 'home.top-sports' })}
          </SectionHeading>
          <MatchList matches={upcoming.data} locale={locale} />
        </section>
      ) : null}
    </>
  );
}
