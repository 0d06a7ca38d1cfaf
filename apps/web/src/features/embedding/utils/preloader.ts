// The preloader a frame shows while its host runs sign-in or sign-up (flags
// sign_in_iframe_preloader, sign_up_iframe_preloader): until the player is signed in, or for a
// while when the host's form is left.
const PRELOADER_ID = 'sb-iframe-preloader';
/** A host form left without signing in should not keep the frame covered. */
const PRELOADER_MAX_MS = 15_000;

let timer: ReturnType<typeof setTimeout> | null = null;

/** Shows the preloader with `label`, or hides it (null). */
export function showPreloader(label: string | null): void {
  const existing = document.getElementById(PRELOADER_ID);
  if (timer) clearTimeout(timer);
  timer = null;
  if (label === null) {
    existing?.remove();
    return;
  }
  const overlay = existing ?? document.createElement('div');
  overlay.id = PRELOADER_ID;
  overlay.className = 'iframe-preloader';
  overlay.setAttribute('role', 'status');
  overlay.textContent = label;
  if (!existing) document.body.append(overlay);
  timer = setTimeout(() => showPreloader(null), PRELOADER_MAX_MS);
}
