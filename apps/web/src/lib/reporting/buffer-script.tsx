// The first-load part of error reporting: a few bytes in the head that record the page's errors
// and unhandled rejections until the SDK arrives (sentry-browser.ts replays them). Rendered only
// when a DSN is configured.

function startQueue() {
  const queue: { kind: 'event'; event: Event }[] = [];
  const record = (event: Event) => queue.push({ kind: 'event', event });
  window.__sbErrorQueue = queue;
  window.addEventListener('error', record, true);
  window.addEventListener('unhandledrejection', record);
  (window as unknown as { __sbErrorQueueStop: () => void }).__sbErrorQueueStop = () => {
    window.removeEventListener('error', record, true);
    window.removeEventListener('unhandledrejection', record);
  };
}

const script = `(${startQueue.toString()})();`;

export function ErrorQueueScript({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
