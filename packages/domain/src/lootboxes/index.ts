// Lootboxes: chest sizes, the published odds of a reward table and the seeded draw of a reward.
export * from './draw';
