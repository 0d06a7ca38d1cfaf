import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The player platform keeps its tables in its own folder so it can be split off.
  schema: [
    './src/db/schema.ts',
    './src/platform/schema/*.ts',
    './src/betting/schema.ts',
    './src/bonuses/schema.ts',
    './src/bonuses/lootbox-schema.ts',
    './src/bonuses/hunting-schema.ts',
    './src/favourites/schema.ts',
    './src/notifications/schema.ts',
    './src/votes/schema.ts',
    './src/jackpots/schema.ts',
  ],
  out: './drizzle',
});
