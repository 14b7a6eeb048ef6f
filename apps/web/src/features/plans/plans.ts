import type { Tier } from '@/lib/tier';

export interface Plan {
  tier: Tier;
  name: string;
  /** Messages per rolling 24 hours. */
  messagesPerDay: number;
  blurb: string;
  features: string[];
}

const messages = (quota: number) => `${quota.toLocaleString('en-US')} assistant messages every 24 hours`;

/**
 * The three plans; the message allowances are the server's quota per 24 hours. Shown until the
 * server's catalogue answers, so the features read as the server words them with its default
 * quotas (features() in apps/server/src/modules/billing/billing.service.ts): with the page painted
 * before the catalogue arrives, different words would make the cards jump (docs/decisions/0041).
 */
export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    messagesPerDay: 20,
    blurb: 'For trying ideas and learning theory.',
    features: [
      messages(20),
      'Chord progressions, bass lines, melodies and drum grooves as MIDI',
      'Play in the browser and download .mid files for your DAW',
      'Chat history and public share links',
    ],
  },
  {
    tier: 'plus',
    name: 'Plus',
    messagesPerDay: 200,
    blurb: 'For regular writing sessions.',
    features: [messages(200), 'Everything in Free'],
  },
  {
    tier: 'pro',
    name: 'Pro',
    messagesPerDay: 1000,
    blurb: 'For producers who write every day.',
    features: [messages(1000), 'Everything in Plus', 'Opt out of having your chats used to improve Riffmate'],
  },
];
