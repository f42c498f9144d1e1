import '#shared/forms/zod-config.ts';
import { z } from 'zod';

export const helloResponseSchema = z.object({ message: z.string() });
