/**
 * Languages: detection, foreign music words → English, and the reply catalogues.
 * @example normaliseForeign('plus lent', detectLanguage('plus lent')) // 'slower'
 */
export {
  detectLanguage,
  hasLanguageMarker,
  isShortMessage,
  replyLanguageFor,
  UNDERSTOOD_LANGUAGES,
  type UnderstoodLanguage,
} from './detect.ts';
export { REPLY_LANGUAGES, type ReplyLanguage, t } from './messages/index.ts';
export { normaliseForeign } from './normalise.ts';
