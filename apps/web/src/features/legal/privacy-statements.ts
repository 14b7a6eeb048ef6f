/** The privacy statements of docs/product.md §1, shown on the summary and repeated in the full policy. */
export const PRIVACY_STATEMENTS = [
  'We do not sell your data.',
  'Your queries and results may be logged anonymously and used to improve Riffmate and its models.',
  'Paid Pro users may opt out of model training.',
  'A private mode for proprietary music is coming soon.',
] as const;
