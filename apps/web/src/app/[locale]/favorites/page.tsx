import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { FavouritesView } from '@/features/favourites';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'favorites.title' }),
    '/favorites',
    locale,
  );
}

export default async function FavoritesPage({ params }: Props) {
  const locale = await routeLocale(params);
  return (
    <>
      <PageTitle>{getIntl(locale).formatMessage({ id: 'favorites.title' })}</PageTitle>
      <FavouritesView locale={locale} />
    </>
  );
}
