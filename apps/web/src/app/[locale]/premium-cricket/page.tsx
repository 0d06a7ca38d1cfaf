import type { Metadata } from 'next';
import { SectionPage } from '@/components/ui/section-page';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'premium-cricket.title' }),
    '/premium-cricket',
    locale,
  );
}

export default async function PremiumCricketPage({ params }: Props) {
  return (
    <SectionPage
      locale={await routeLocale(params)}
      title="premium-cricket.title"
      empty="premium-cricket.empty"
      provider="premium_cricket"
    />
  );
}
