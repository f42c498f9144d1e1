// One file per area; drizzle-kit reads this index to generate migrations.
export * from './admin.ts';
export * from './outbox.ts';
export * from './subscribers.ts';
