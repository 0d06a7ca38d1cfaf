// Every simulated sport's model, by sport key.
import type { SportModel } from '../sport-model';
import { cricketModel } from './cricket';
import { iceHockeyModel, soccerModel } from './goals';
import { cs2Model, dota2Model, lolModel } from './maps';
import { americanFootballModel, basketballModel } from './points';
import { tableTennisModel, tennisModel } from './sets';

export const sportModels: Record<string, SportModel<unknown>> = {
  soccer: soccerModel as SportModel<unknown>,
  'ice-hockey': iceHockeyModel as SportModel<unknown>,
  basketball: basketballModel as SportModel<unknown>,
  'american-football': americanFootballModel as SportModel<unknown>,
  tennis: tennisModel as SportModel<unknown>,
  'table-tennis': tableTennisModel as SportModel<unknown>,
  cricket: cricketModel as SportModel<unknown>,
  cs2: cs2Model as SportModel<unknown>,
  dota2: dota2Model as SportModel<unknown>,
  lol: lolModel as SportModel<unknown>,
};
