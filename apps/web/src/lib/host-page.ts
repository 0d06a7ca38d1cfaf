// The page embedding the sportsbook, as its host named it (iframe_integration's host_url, checked
// by the iframe bridge): links the frame hands out open that page rather than the bare sportsbook.
// Memory only: a reloaded frame is told again on sportsbook.initialized.

let hostUrl: string | null = null;

export function setHostPageUrl(url: string | null): void {
  hostUrl = url;
}

/** The host page's URL, or null outside a frame or before the host named it. */
export function hostPageUrl(): string | null {
  return hostUrl;
}
