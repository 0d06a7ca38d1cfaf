// A link inside the sportsbook that carries the current locale segment.
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localizeHref, type Locale } from '@/lib/i18n/locales';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; locale: Locale };

export function LocalLink({ href, locale, ...rest }: Props) {
  return <Link href={localizeHref(href, locale)} {...rest} />;
}
