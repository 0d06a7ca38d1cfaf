// The one place the site's refusals (pages and the terms) become HTTP answers.
import { HttpError } from '../plugins/external/errors';

/** No such page (or no terms in force); the slug when a page was asked for by it. */
export const pageNotFound = (slug?: string): HttpError =>
  new HttpError(
    404,
    'PAGE_NOT_FOUND',
    'error.page.not_found',
    slug === undefined ? undefined : { slug },
  );

/** A page for signed-in players asked for without a session. */
export const pageNeedsSignIn = (): HttpError =>
  new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');
