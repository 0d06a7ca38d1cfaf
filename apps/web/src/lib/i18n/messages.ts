// Message catalogues by locale; every locale has every id (a test checks it).
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import ptBR from './messages/pt-BR.json';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
/** A catalogue parsed into message trees, as the browser receives it. */
export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

export const MESSAGES: Record<Locale, Messages> = { en, de, 'pt-BR': ptBR, ar };
