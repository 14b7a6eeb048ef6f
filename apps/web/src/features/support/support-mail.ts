/** Where Contact Support writes to; set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@riffmate.app';

/**
 * The prefilled templates of the Contact Support mail (docs/product.md §1). `{email}` and `{name}` are the
 * user's when known; a line whose placeholder is unknown is left out, so a signed-out visitor
 * never sees a bare "{email}".
 */
export const SUPPORT_SUBJECT_TEMPLATES = ['Riffmate support request from {name}', 'Riffmate support request'];
export const SUPPORT_BODY_TEMPLATE = [
  'Hi Riffmate team,',
  '',
  'What happened (and what did you expect)?',
  '',
  '',
  'Steps to reproduce, or the prompt you used:',
  '',
  '',
  '---',
  'Name: {name}',
  'Account e-mail: {email}',
].join('\n');

export interface SupportContact {
  name?: string | null | undefined;
  email?: string | null | undefined;
}

/** Fills `{email}` and `{name}`; null when a placeholder in the text has no value. */
export function fillTemplate(text: string, contact: SupportContact): string | null {
  let missing = false;
  const filled = text.replace(/\{(email|name)\}/g, (_match, key: 'email' | 'name') => {
    const value = contact[key]?.trim();
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

/**
 * The `mailto:` address of Contact Support with subject and body prefilled and URL-encoded.
 *
 * @example supportMailto({ name: 'Ada', email: 'ada@example.com' })
 */
export function supportMailto(contact: SupportContact, address: string = SUPPORT_EMAIL): string {
  const subject =
    SUPPORT_SUBJECT_TEMPLATES.map((template) => fillTemplate(template, contact)).find((s) => s !== null) ??
    '';
  const body = SUPPORT_BODY_TEMPLATE.split('\n')
    .map((line) => fillTemplate(line, contact))
    .filter((line): line is string => line !== null)
    .join('\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
