'use client';
// The start-up page hands over to the home page once the client is running.
import { useParams, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, localeFromSegment, localizeHref } from '@/lib/i18n/locales';

export function InitRedirect() {
  const router = useRouter();
  const params = useParams<{ locale?: string }>();
  useEffect(() => {
    router.replace(localizeHref('/', localeFromSegment(params.locale) ?? DEFAULT_LOCALE));
  }, [router, params.locale]);
  return null;
}
