// The route progress bar's controller: links start it when Next begins a navigation (their
// onNavigate), the layout ends it when the new route renders. NProgress itself loads once the
// page is idle (or with the first navigation), not with the page.
import type { NProgress } from 'nprogress';

let progress: NProgress | null = null;
let loading: Promise<NProgress> | null = null;
/** Whether a navigation is under way: a bar that loads after its navigation ended stays hidden. */
let navigating = false;

export function loadRouteProgress(): Promise<NProgress> {
  loading ??= import('nprogress').then(({ default: loaded }) => {
    // Spec section 9: minimum 0.08, speed 200 ms, trickle every 800 ms.
    // The bar is decoration (the page's own busy states speak to screen readers): NProgress's
    // default markup gives it role="bar", which is no ARIA role.
    loaded.configure({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    progress = loaded;
    return loaded;
  });
  return loading;
}

/** The app's base path (next.config's basePath). */
export const BASE_PATH = '/sports';

/** Whether `href` (relative to the base path) names the route on screen, hash aside. */
const isOnScreen = (href: string) =>
  `${BASE_PATH}${href.split('#')[0]}`.replace(/\/$/, '') ===
  (window.location.pathname + window.location.search).replace(/\/$/, '');

/**
 * A navigation inside the app began: show the bar until the new route renders. A link to the route
 * already on screen (or to a part of it) changes no route, so it shows no bar.
 */
export function startRouteProgress(href?: string) {
  if (href !== undefined && isOnScreen(href)) return;
  navigating = true;
  void loadRouteProgress().then((bar) => {
    if (navigating) bar.start();
  });
}

/** The new route rendered (or the navigation was abandoned). */
export function doneRouteProgress() {
  navigating = false;
  progress?.done();
}
