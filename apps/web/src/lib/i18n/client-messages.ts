'use client';
// The page's messages for code outside React (alerts raised by API calls): the intl provider
// registers its formatter here; the client bundle carries no catalogue of its own.
import type { IntlShape } from 'react-intl';
import type { MessageId } from './messages';

let current: IntlShape | null = null;

export function registerIntl(intl: IntlShape): void {
  current = intl;
}

/** The text of `id` in the page's locale (the id itself before the provider has mounted). */
export const clientMessage = (id: MessageId): string =>
  current ? current.formatMessage({ id }) : id;
