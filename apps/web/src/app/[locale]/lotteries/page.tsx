import type { Metadata } from 'next';
import { SectionPage } from '@/components/ui/section-page';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'lotteries.title' }),
    '/lotteries',
    locale,
  );
}

export default async function LotteriesPage({ params }: Props) {
  return (
    <SectionPage
      locale={await routeLocale(params)}
      title="lotteries.title"
      empty="lotteries.empty"
      provider="lotto"
    />
  );
}
