import type { Mail } from '../../providers/mail/mailer.ts';

// Every e-mail has a plain-text part (what the outbox stores) and an HTML part. Links are built
// from APP_ORIGIN only, never from the request's Host header (host-header poisoning).

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function html(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">\n${body}\n<p style="color:#666;font-size:12px">Riffmate, your music savvy buddy</p></body></html>`;
}

export function verificationCodeMail(to: string, name: string, code: string): Mail {
  return {
    to,
    subject: `Your Riffmate verification code: ${code}`,
    text: `Hi ${name},\n\nYour Riffmate verification code is ${code}. It expires in 10 minutes.\n\nIf you did not create a Riffmate account, ignore this e-mail.\n`,
    html: html([
      `Hi ${escapeHtml(name)},`,
      `Your Riffmate verification code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong>. It expires in 10 minutes.`,
      'If you did not create a Riffmate account, ignore this e-mail.',
    ]),
  };
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function registrationAttemptMail(to: string, appOrigin: string): Mail {
  const login = `${appOrigin}/auth/login`;
  const reset = `${appOrigin}/auth/request-password-reset?email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Someone tried to create a Riffmate account with your address',
    text: `Someone (maybe you) tried to create a new Riffmate account with this e-mail address, which already has an account. No new account was created.\n\nSign in: ${login}\nForgot your password? ${reset}\n\nIf it was not you, you can ignore this e-mail.\n`,
    html: html([
      'Someone (maybe you) tried to create a new Riffmate account with this e-mail address, which already has an account. No new account was created.',
      `<a href="${escapeHtml(login)}">Sign in</a> or <a href="${escapeHtml(reset)}">reset your password</a>.`,
      'If it was not you, you can ignore this e-mail.',
    ]),
  };
}

export function passwordResetMail(to: string, appOrigin: string, token: string): Mail {
  // In the fragment: browsers never send it, so the token cannot reach a request log or a Referer.
  const link = `${appOrigin}/auth/reset-password#token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Riffmate password',
    text: `Someone asked to reset the password of your Riffmate account. Open this link within 1 hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: html([
      'Someone asked to reset the password of your Riffmate account. Open this link within 1 hour to choose a new password:',
      `<a href="${escapeHtml(link)}">Reset my password</a>`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ]),
  };
}
