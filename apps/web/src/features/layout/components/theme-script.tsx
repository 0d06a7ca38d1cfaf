// Sets data-theme before first paint (stored choice, else the system preference) so there is no flash.

/**
 * The theme to show: the stored choice, else the system preference. It runs in the page's head as
 * the inline script below (it reads only browser globals, so its source stands alone), and in the
 * layout's client code for a page whose document the server did not render (see body-attributes).
 */
export function storedTheme(): 'light' | 'dark' {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage blocked (a cross-site frame): the system preference decides.
  }
  if (stored === 'light' || stored === 'dark') return stored;
  try {
    return matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

const script = `document.documentElement.dataset.theme=(${storedTheme.toString()})();`;

/** `nonce`: the page's Content-Security-Policy runs inline scripts only with it. */
export function ThemeScript({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
