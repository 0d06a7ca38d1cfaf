import { describe, expect, it } from 'vitest';
import { widgetConfigFrom, widgetOrigins, widgetPlans } from './widget-plans';

describe('widgets by configured type (spec 2)', () => {
  it('nothing is configured without the environment', () => {
    const config = widgetConfigFrom({});
    expect(config).toEqual({ chat: null, push: null });
    expect(widgetPlans(config)).toEqual([]);
  });

  it('a chat of an unknown type, or without its key, is left out', () => {
    expect(widgetConfigFrom({ LIVE_CHAT_TYPE: 'tawk', LIVE_CHAT_KEY: 'x' }).chat).toBeNull();
    expect(widgetConfigFrom({ LIVE_CHAT_TYPE: 'chatra' }).chat).toBeNull();
  });

  it.each([
    ['chatra', 'https://call.chatra.io/chatra.js', 'ChatraID'],
    ['live-chat', 'https://cdn.livechatinc.com/tracking.js', '__lc'],
    ['freshchat', 'https://wchat.freshchat.com/js/widget.js', null],
    ['zoho', 'https://salesiq.zoho.com/widget?wc=abc', '$zoho'],
    ['zendesk', 'https://static.zdassets.com/ekr/snippet.js?key=abc', null],
    ['intercom', 'https://widget.intercom.io/widget/abc', 'intercomSettings'],
  ])('%s loads its own script and sets what it reads first', (type, src, global) => {
    const [plan] = widgetPlans(widgetConfigFrom({ LIVE_CHAT_TYPE: type, LIVE_CHAT_KEY: 'abc' }));
    expect(plan?.src).toBe(src);
    const w: Record<string, unknown> = {};
    plan?.before?.(w);
    if (global) expect(w[global]).toBeDefined();
  });

  it('freshchat and intercom are started once their script has loaded', () => {
    const calls: unknown[] = [];
    const fresh = widgetPlans(
      widgetConfigFrom({ LIVE_CHAT_TYPE: 'freshchat', LIVE_CHAT_KEY: 't' }),
    );
    fresh[0]?.after?.({ fcWidget: { init: (options: unknown) => calls.push(options) } });
    const intercom = widgetPlans(
      widgetConfigFrom({ LIVE_CHAT_TYPE: 'intercom', LIVE_CHAT_KEY: 'a' }),
    );
    intercom[0]?.after?.({ Intercom: (...args: unknown[]) => calls.push(args) });
    expect(calls).toEqual([
      { token: 't', host: 'https://wchat.freshchat.com' },
      ['boot', { app_id: 'a' }],
    ]);
  });

  it('the push widget queues its start for OneSignal; script URLs may be overridden', () => {
    const config = widgetConfigFrom({
      LIVE_CHAT_TYPE: 'zendesk',
      LIVE_CHAT_KEY: 'k',
      LIVE_CHAT_SCRIPT_URL: 'http://127.0.0.1:9000/chat.js',
      ONESIGNAL_APP_ID: 'app-1',
    });
    const [chat, push] = widgetPlans(config);
    expect(chat).toMatchObject({ id: 'ze-snippet', src: 'http://127.0.0.1:9000/chat.js' });
    expect(push?.src).toBe('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js');
    const w: Record<string, unknown> = {};
    push?.before?.(w);
    const inits: unknown[] = [];
    for (const run of w.OneSignalDeferred as ((o: unknown) => void)[]) {
      run({ init: (options: unknown) => inits.push(options) });
    }
    expect(inits).toEqual([{ appId: 'app-1' }]);
    expect(widgetOrigins(config)).toEqual(['http://127.0.0.1:9000', 'https://cdn.onesignal.com']);
  });
});
