// One file per area; drizzle-kit reads this index to generate migrations.
export * from './admin.ts';
export * from './bible-study.ts';
export * from './content-records.ts';
export * from './donations.ts';
export * from './event-waitlist.ts';
export * from './events.ts';
export * from './form-rejections.ts';
export * from './form-submissions.ts';
export * from './house-churches.ts';
export * from './inbox.ts';
export * from './leader-applications.ts';
export * from './leads.ts';
export * from './operations.ts';
export * from './outbox.ts';
export * from './staff-records.ts';
export * from './subscribers.ts';
export * from './videos.ts';
