// What every component test shares: the page's providers with the real English messages, a
// player's pointer and keyboard, and a clean page, stores and browser storage after each test.
import { parse } from '@formatjs/icu-messageformat-parser';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { IntlClientProvider } from '@/components/providers/intl-provider';
import { Alerts } from '@/components/ui/alerts';
import { SlipPrices } from '@/features/betslip/components/slip-prices';
import { MESSAGES, type CompiledMessages } from '@/lib/i18n/messages';

/** The English catalogue as the server layout hands it to the browser: parsed once. */
const compiled = Object.fromEntries(
  Object.entries(MESSAGES.en).map(([id, text]) => [id, parse(text)]),
) as CompiledMessages;

// jsdom has <dialog> without its modal methods: these do what the account dialogs rely on.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** Zustand stores return to their first state between tests (each store's own initial state). */
type ResettableStore = { setState(state: never, replace: true): void; getInitialState(): unknown };
const stores = new Set<ResettableStore>();

/** Has `store` start every test afresh. */
export function resetBetweenTests(...list: ResettableStore[]): void {
  for (const store of list) stores.add(store);
}

afterEach(() => {
  cleanup();
  for (const store of stores) store.setState(store.getInitialState() as never, true);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

/** Renders `ui` inside the English intl provider and the slip's prices, as the layout mounts them. */
export function renderPage(ui: ReactNode): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(
    <IntlClientProvider locale="en" messages={compiled}>
      <SlipPrices>
        {ui}
        <Alerts />
      </SlipPrices>
    </IntlClientProvider>,
  );
  return { ...result, user };
}

/** Lets promises that the component started settle and their renders land. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The English text of a message id with its values, as the player reads it. */
export function en(id: keyof typeof MESSAGES.en, values: Record<string, string | number> = {}) {
  return MESSAGES.en[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
