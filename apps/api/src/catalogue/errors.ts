// The one place the catalogue's refusals become HTTP answers (codes and message ids).
import { HttpError, notFound } from '../plugins/external/errors';

/** What the catalogue answers 404 for when it holds no such thing. */
export type CatalogueResource = 'category' | 'tournament' | 'match';

export const catalogueNotFound = (resource: CatalogueResource, id: string | number): HttpError =>
  notFound(resource, id);

/** A match without a connected stream source says so explicitly. */
export const videoNotAvailable = (matchId: number): HttpError =>
  new HttpError(404, 'VIDEO_NOT_AVAILABLE', 'sb.match.stream.not_available', {
    match_id: matchId,
  });
