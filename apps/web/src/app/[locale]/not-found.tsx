'use client';
// Inside the locale layout, so the messages are already in the page's language.
import { useParams } from 'next/navigation';
import { useIntl } from 'react-intl';
import { ErrorPage } from '@/components/error-page/error-page';
import { DEFAULT_LOCALE, localeFromSegment } from '@/lib/i18n/locales';

export default function NotFound() {
  const intl = useIntl();
  const params = useParams<{ locale?: string }>();
  return (
    <ErrorPage
      code="404"
      locale={localeFromSegment(params.locale) ?? DEFAULT_LOCALE}
      title={intl.formatMessage({ id: 'page.not-found.title' })}
      description={intl.formatMessage({ id: 'page.not-found.description' })}
      homeLabel={intl.formatMessage({ id: 'page.error.home-button.title' })}
    />
  );
}
