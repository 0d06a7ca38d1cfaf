import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { ProfileView } from '@/features/profile';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  // A player's own page: never indexed.
  return pageMetadata(getIntl(locale).formatMessage({ id: 'profile.title' }), '/profile', locale, {
    pageOptOut: true,
  });
}

/** The account area's entry: the player's details and links to the other account pages. */
export default async function ProfilePage({ params }: Props) {
  const locale = await routeLocale(params);
  return (
    <>
      <PageTitle>{getIntl(locale).formatMessage({ id: 'profile.title' })}</PageTitle>
      <ProfileView locale={locale} />
    </>
  );
}
