// A section of another provider (racing, lotteries…) without data behind it yet: its title and an
// honest empty state, or not found when the site turns the section off.
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { isProviderEnabled, type AdditionalProvider } from '@/lib/api/site-flags';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageId } from '@/lib/i18n/messages';
import { getIntl } from '@/lib/i18n/server';

export async function SectionPage({
  locale,
  title,
  empty,
  provider,
}: {
  locale: Locale;
  title: MessageId;
  empty: MessageId;
  /** The site flag that turns the section on. */
  provider: AdditionalProvider;
}) {
  if (!(await isProviderEnabled(provider))) notFound();
  const intl = getIntl(locale);
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: title })}</PageTitle>
      <EmptyState title={intl.formatMessage({ id: empty })} />
    </>
  );
}
