// The site footer: the information pages and the custom pages the site puts in it.
import { LocalLink } from '@/components/ui/local-link';
import { getPages } from '../api/pages';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import styles from './site-footer.module.css';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const intl = getIntl(locale);
  const pages = (await getPages(locale)).filter((page) => page.footer);
  const links = [
    { href: '/general-rules', label: intl.formatMessage({ id: 'general-rules.title' }) },
    { href: '/about', label: intl.formatMessage({ id: 'about.title' }) },
    ...pages.map((page) => ({ href: `/${page.slug}`, label: page.title })),
  ];
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage({ id: 'footer.label' })}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <LocalLink href={link.href} locale={locale}>
                {link.label}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.note}>{intl.formatMessage({ id: 'footer.note' })}</p>
    </footer>
  );
}
