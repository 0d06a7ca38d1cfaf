// Third-party widgets (spec 2: live chat by configured type, the OneSignal push widget): which
// script each loads and what it expects on window before and after. Read from the web server's
// environment (docs/operations.md); a script URL may be overridden (a self-hosted copy, tests).

export const CHAT_TYPES = [
  'chatra',
  'live-chat',
  'freshchat',
  'zoho',
  'zendesk',
  'intercom',
] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export interface WidgetConfig {
  chat: { type: ChatType; key: string; scriptUrl?: string | undefined } | null;
  push: { appId: string; scriptUrl?: string | undefined } | null;
}

/** How to load one widget: globals to set first, the script, a call once it has loaded. */
export interface WidgetPlan {
  id: string;
  src: string;
  before?: (w: Record<string, unknown>) => void;
  after?: (w: Record<string, unknown>) => void;
}

type Callable = (...args: unknown[]) => unknown;

function chatPlan(type: ChatType, key: string): WidgetPlan {
  const id = `sb-chat-${type}`;
  const k = encodeURIComponent(key);
  switch (type) {
    case 'chatra':
      return {
        id,
        src: 'https://call.chatra.io/chatra.js',
        before: (w) => void (w.ChatraID = key),
      };
    case 'live-chat':
      return {
        id,
        src: 'https://cdn.livechatinc.com/tracking.js',
        before: (w) => void (w.__lc = { license: Number(key) || key }),
      };
    case 'freshchat':
      return {
        id,
        src: 'https://wchat.freshchat.com/js/widget.js',
        after: (w) =>
          void (w.fcWidget as { init?: Callable } | undefined)?.init?.({
            token: key,
            host: 'https://wchat.freshchat.com',
          }),
      };
    case 'zoho':
      return {
        id,
        src: `https://salesiq.zoho.com/widget?wc=${k}`,
        before: (w) => void (w.$zoho = { salesiq: { widgetcode: key, values: {}, ready() {} } }),
      };
    case 'zendesk':
      // Zendesk's snippet finds itself by this id.
      return { id: 'ze-snippet', src: `https://static.zdassets.com/ekr/snippet.js?key=${k}` };
    case 'intercom':
      return {
        id,
        src: `https://widget.intercom.io/widget/${k}`,
        before: (w) => void (w.intercomSettings = { app_id: key }),
        after: (w) => void (w.Intercom as Callable | undefined)?.('boot', { app_id: key }),
      };
  }
}

/** The widgets to load, in order: the chat, then the push widget. */
export function widgetPlans(config: WidgetConfig): WidgetPlan[] {
  const plans: WidgetPlan[] = [];
  if (config.chat) {
    const plan = chatPlan(config.chat.type, config.chat.key);
    plans.push(config.chat.scriptUrl ? { ...plan, src: config.chat.scriptUrl } : plan);
  }
  if (config.push) {
    const { appId } = config.push;
    plans.push({
      id: 'sb-push-onesignal',
      src: config.push.scriptUrl ?? 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js',
      before: (w) => {
        const deferred = (w.OneSignalDeferred ??= []) as unknown[];
        deferred.push((oneSignal: { init: Callable }) => oneSignal.init({ appId }));
      },
    });
  }
  return plans;
}

const isChatType = (value: string | undefined): value is ChatType =>
  (CHAT_TYPES as readonly string[]).includes(value ?? '');

/** The widgets configured in the environment; a chat of an unknown type is left out. */
export function widgetConfigFrom(env: Record<string, string | undefined>): WidgetConfig {
  const type = env.LIVE_CHAT_TYPE;
  const key = env.LIVE_CHAT_KEY;
  return {
    chat:
      isChatType(type) && key
        ? { type, key, scriptUrl: env.LIVE_CHAT_SCRIPT_URL || undefined }
        : null,
    push: env.ONESIGNAL_APP_ID
      ? { appId: env.ONESIGNAL_APP_ID, scriptUrl: env.ONESIGNAL_SCRIPT_URL || undefined }
      : null,
  };
}

/** Origins the configured widgets load from, for the page's Content-Security-Policy. */
export function widgetOrigins(config: WidgetConfig): string[] {
  return widgetPlans(config).map((plan) => new URL(plan.src).origin);
}
