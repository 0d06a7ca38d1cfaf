import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { PromotionsView } from '@/features/bonuses';
import { HuntingPromotions } from '@/features/hunting';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'promotions.title' }),
    '/promotions',
    locale,
  );
}

export default async function PromotionsPage({ params }: Props) {
  const locale = await routeLocale(params);
  return (
    <>
      <PageTitle>{getIntl(locale).formatMessage({ id: 'promotions.title' })}</PageTitle>
      <PromotionsView />
      <HuntingPromotions />
    </>
  );
}
