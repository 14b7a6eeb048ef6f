import type { FeedbackBody, MessageEnvelope } from '@riffmate/contract';
import { api, getMessage } from '@/lib/api';

/** `POST /api/feedbacks` (docs/product.md §7): rating is left out when none was chosen. */
export async function sendFeedback(body: FeedbackBody): Promise<string> {
  return getMessage(await api.post<MessageEnvelope>('/api/feedbacks', body));
}
