'use client';
// The page's message catalogue for code outside React (alerts raised by API calls). The server
// layout hands the page's locale's catalogue to the intl provider, which registers it here; the
// client bundle carries no catalogue of its own.
import type { MessageId, Messages } from './messages';

let current: Partial<Messages> = {};

export function registerMessages(messages: Partial<Messages>): void {
  current = messages;
}

/** The text of `id` in the page's locale (the id itself before the provider has mounted). */
export const clientMessage = (id: MessageId): string => current[id] ?? id;
