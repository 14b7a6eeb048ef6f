import type { Tier } from '@/lib/tier';

export interface Plan {
  tier: Tier;
  name: string;
  /** Messages per rolling 24 hours. */
  messagesPerDay: number;
  blurb: string;
  features: string[];
}

/** The three plans; the message allowances are the server's quota per 24 hours. */
export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    messagesPerDay: 20,
    blurb: 'For trying ideas and learning theory.',
    features: [
      'Chord progressions, bass lines, melodies and drums',
      'Play in the browser and download MIDI',
      'Chat history and public share links',
    ],
  },
  {
    tier: 'plus',
    name: 'Plus',
    messagesPerDay: 200,
    blurb: 'For regular writing sessions.',
    features: ['Everything in Free', 'Ten times the messages', 'Longer pieces and more parts per request'],
  },
  {
    tier: 'pro',
    name: 'Pro',
    messagesPerDay: 1000,
    blurb: 'For producers who write every day.',
    features: ['Everything in Plus', 'Fifty times the messages of Free', 'Opt out of model training'],
  },
];
