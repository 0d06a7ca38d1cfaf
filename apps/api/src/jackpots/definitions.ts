// The operator's jackpots in the site configuration: each with its currency, state, the share of
// a qualifying stake it takes, and its levels (seed, part of the contribution, chance of a hit).
import { JACKPOT_STATES } from '@sportsbook/domain';
import { z } from 'zod';

const names = z
  .record(z.string(), z.string().trim().min(1).max(80))
  .refine((texts) => Object.keys(texts).length > 0, 'needs a name in at least one locale');

const jackpotLevelDefinitionSchema = z.object({
  code: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  name: names,
  active: z.boolean().default(true),
  /** Minor units the house puts in the pool at the start and after every hit. */
  seed_amount: z.number().int().min(0).max(1_000_000_000_00),
  /** The level's part of a contribution, in basis points (the active levels' parts sum to 10,000). */
  share_bp: z.number().int().min(0).max(10_000),
  /** One qualifying bet in this many hits the level. */
  hit_one_in: z.number().int().min(2).max(1_000_000_000),
});

export const jackpotDefinitionSchema = z.object({
  key: z.string().regex(/^[a-z0-9_-]{1,60}$/),
  name: names,
  currency: z.string(),
  state: z.enum(JACKPOT_STATES),
  /** The share of a qualifying stake that feeds the jackpot, in basis points (100 = 1 %). */
  contribution_bp: z.number().int().min(0).max(10_000),
  /** The smallest real-money stake that takes part, in minor units of the currency. */
  min_stake: z.number().int().min(1),
  levels: z.array(jackpotLevelDefinitionSchema).min(1).max(10),
});
export type JackpotDefinition = z.infer<typeof jackpotDefinitionSchema>;

export const jackpotsConfigSchema = z
  .object({ definitions: z.array(jackpotDefinitionSchema).max(20) })
  .superRefine((config, ctx) => {
    const keys = new Set<string>();
    config.definitions.forEach((jackpot, i) => {
      const issue = (message: string, ...where: (string | number)[]) =>
        ctx.addIssue({ code: 'custom', message, path: ['definitions', i, ...where] });
      if (keys.has(jackpot.key)) issue(`${jackpot.key} is used twice`, 'key');
      keys.add(jackpot.key);
      const codes = new Set(jackpot.levels.map((level) => level.code));
      if (codes.size !== jackpot.levels.length) issue('level codes must differ', 'levels');
      const active = jackpot.levels.filter((level) => level.active);
      const shares = active.reduce((sum, level) => sum + level.share_bp, 0);
      if (active.length > 0 && shares !== 10_000) {
        issue('the active levels’ share_bp must sum to 10000', 'levels');
      }
      // The levels' slices of the draw space must fit in it: the chances add up to less than 1.
      const chance = active.reduce((sum, level) => sum + 1 / level.hit_one_in, 0);
      if (chance >= 1) issue('the active levels’ chances must add up to less than 1', 'levels');
    });
  });
