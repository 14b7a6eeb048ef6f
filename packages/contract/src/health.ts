import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({ status: z.enum(['ready', 'unavailable', 'shutting_down']) });
export type Readiness = z.infer<typeof readinessSchema>;
