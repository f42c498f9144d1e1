// Placeholder: the demo seed (events, house churches, videos) is being written.
import type { Clock } from '../clock.ts';
import type { Database } from './client.ts';

export async function seedDemoContent(_db: Database, _clock: Clock): Promise<Record<string, number>> {
  return {};
}
