import { describe, expect, it } from 'vitest';
import { fillTemplate, SUPPORT_EMAIL, supportMailto } from './support-mail';

function parse(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}

describe('supportMailto', () => {
  it('writes to the configured support address by default', () => {
    expect(SUPPORT_EMAIL).toBe('support@riffmate.app');
    expect(parse(supportMailto({})).to).toBe('support@riffmate.app');
    expect(parse(supportMailto({}, 'help@example.org')).to).toBe('help@example.org');
  });

  it('prefills the name and e-mail when known, URL-encoded', () => {
    const href = supportMailto({ name: 'Ada & Co', email: 'ada+riffs@example.com' });
    expect(href).toContain('subject=Riffmate%20support%20request%20from%20Ada%20%26%20Co');
    expect(href).not.toMatch(/[ \n]/);
    const { subject, body } = parse(href);
    expect(subject).toBe('Riffmate support request from Ada & Co');
    expect(body).toContain('Name: Ada & Co');
    expect(body).toContain('Account e-mail: ada+riffs@example.com');
  });

  it('leaves out what is unknown instead of showing placeholders', () => {
    const { subject, body } = parse(supportMailto({ name: null, email: '  ' }));
    expect(subject).toBe('Riffmate support request');
    expect(body).not.toContain('{');
    expect(body).not.toContain('Name:');
    expect(body).toMatch(/^Hi Riffmate team,/);
  });

  it('fills only known placeholders', () => {
    expect(fillTemplate('{name} <{email}>', { name: 'Ada', email: 'a@b.c' })).toBe('Ada <a@b.c>');
    expect(fillTemplate('{name} <{email}>', { name: 'Ada' })).toBeNull();
    expect(fillTemplate('no placeholders', {})).toBe('no placeholders');
  });
});
