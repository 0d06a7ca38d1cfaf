import type { Metadata } from 'next';
import { HelpCenterPage } from '@/features/help/components/help-center-page';
import { getPages } from '@/features/pages/api/pages';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

/** The site's own responsible-gaming page, linked from the help centre when it exists. */
const RESPONSIBLE_GAMING_SLUG = 'responsible-gaming';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'help-center.title' }),
    '/help-center',
    locale,
  );
}

export default async function HelpCenterRoute({ params }: Props) {
  const locale = await routeLocale(params);
  const pages = await getPages(locale);
  const responsible = pages.some((page) => page.slug === RESPONSIBLE_GAMING_SLUG);
  return (
    <HelpCenterPage
      locale={locale}
      responsiblePage={responsible ? `/${RESPONSIBLE_GAMING_SLUG}` : null}
    />
  );
}
