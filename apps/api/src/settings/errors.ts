// The one place settings refusals become HTTP answers.
import { HttpError } from '../plugins/external/errors';
import type { SettingsError } from './player-settings';

export const settingsHttpError = (error: SettingsError): HttpError =>
  new HttpError(422, error.code, 'error.settings.unsupported_odds_type', error.data);
