import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import LimitsScreen from '@/features/limits/components/limits-screen';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  // A player's own settings: never indexed.
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'limits.title' }),
    '/profile/limits',
    locale,
    {
      pageOptOut: true,
    },
  );
}

/** The account area's limits and exclusion screen. */
export default async function LimitsPage({ params }: Props) {
  const locale = await routeLocale(params);
  return (
    <>
      <PageTitle>{getIntl(locale).formatMessage({ id: 'limits.title' })}</PageTitle>
      <LimitsScreen locale={locale} />
    </>
  );
}
