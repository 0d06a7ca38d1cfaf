// Real-time messages told apart by their event_name. The API builds each with the contract's types,
// so the browser trusts the shape and ignores names it does not know (docs/decisions.md).
import type { CatalogueEvent } from '@sportsbook/contracts';

type RealtimeEvent = { event_name: string; message: unknown };

const isRealtimeEvent = (data: unknown): data is { event_name: unknown; message: object } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { message?: unknown }).message === 'object' &&
  (data as { message?: unknown }).message !== null;

/** Whether `data` is the event named `name`: `isEvent<BalanceChanged>(data, 'balance_changed')`. */
export const isEvent = <E extends RealtimeEvent>(data: unknown, name: E['event_name']): data is E =>
  isRealtimeEvent(data) && data.event_name === name;

/** The events of the language and match channels (a record, so the compiler checks the list). */
const CATALOGUE_EVENTS: Record<CatalogueEvent['event_name'], true> = {
  match_changed: true,
  markets_changed: true,
  match_status_changed: true,
  provider_status_changed: true,
};

export const isCatalogueEvent = (data: unknown): data is CatalogueEvent =>
  isRealtimeEvent(data) &&
  typeof data.event_name === 'string' &&
  Object.hasOwn(CATALOGUE_EVENTS, data.event_name);
