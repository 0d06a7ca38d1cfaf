// Builds the browser's list of number-formatting locales on a worker before the app starts.
// Chromium builds that list (checking every locale's number data) on the first Intl.NumberFormat
// call in the page's process, and keeps it for the process: react-intl makes that call while
// hydrating, where it cost about 15 ms (60 ms on a phone-class CPU) inside the longest task of the
// load. A worker lives in the same process, so the list is ready, built off the main thread, by
// the time hydration asks. Where a browser keeps the list per thread, nothing is lost.
// A data: URL, not a blob, because creating a blob URL costs the main thread more than the worker.
const script = `(function(){try{var w=new Worker("data:text/javascript,Intl.NumberFormat.supportedLocalesOf('en');Intl.DateTimeFormat.supportedLocalesOf('en');postMessage(0)");w.onmessage=function(){w.terminate()}}catch(e){}})();`;

/** `nonce`: the page's Content-Security-Policy runs inline scripts only with it. */
export function IntlWarmupScript({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
