import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';
import ReplyMarkdown, { safeUrl } from './reply-markdown';

function renderReply(text: string, streaming = false) {
  return render(<ReplyMarkdown text={text} streaming={streaming} />).container;
}

/** Everything in the rendered reply that could run script or load something: none may exist. */
function assertInert(container: HTMLElement) {
  for (const tag of [
    'script',
    'iframe',
    'object',
    'embed',
    'img',
    'svg',
    'math',
    'style',
    'form',
    'input',
    'base',
  ]) {
    expect(container.querySelector(tag), tag).toBeNull();
  }
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.name, element.tagName).not.toBe('style');
      expect(attribute.name, element.tagName).not.toBe('src');
    }
  }
  for (const link of container.querySelectorAll('a')) {
    expect(['http:', 'https:', 'mailto:']).toContain(new URL(link.href).protocol);
    expect(link.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
}

describe('ReplyMarkdown', () => {
  it('renders what external models write: headings, emphasis, lists, tables, code, links', () => {
    const container = renderReply(
      [
        '## Chords in D minor',
        '',
        'Try **Dm7** then *G7*, or `ii–V`:',
        '',
        '1. Dm7',
        '2. G7',
        '',
        '- Cmaj7',
        '',
        '| chord | function |',
        '| --- | --- |',
        '| Dm7 | ii |',
        '',
        '```',
        'Dm7 G7 Cmaj7',
        '```',
        '',
        'See [the circle of fifths](https://en.wikipedia.org/wiki/Circle_of_fifths).',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { name: 'Chords in D minor' })).toBeTruthy();
    expect(screen.getByText('Dm7', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('G7', { selector: 'em' })).toBeTruthy();
    expect(screen.getByText('ii–V', { selector: 'code' })).toBeTruthy();
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelectorAll('ul > li')).toHaveLength(1);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'ii' })).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toContain('Dm7 G7 Cmaj7');
    const link = screen.getByRole('link', { name: 'the circle of fifths' }) as HTMLAnchorElement;
    expect(link.href).toBe('https://en.wikipedia.org/wiki/Circle_of_fifths');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer nofollow');
    assertInert(container);
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an svg with onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an HTML link', '<a href="javascript:alert(1)">click</a>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['an HTML block', '<div>\n<form action="https://evil.example"><input name=p></form>\n</div>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a mixed-case javascript: link', '[click](JaVaScRiPt:alert(1))'],
    ['a javascript: link with spaces and tabs', '[click](  java\tscript:alert(1))'],
    ['an entity-encoded javascript: link', '[click](&#106;avascript:alert(1))'],
    ['a percent-encoded javascript: link', '[click](%6Aavascript:alert(1))'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a javascript: reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['a relative link', '[click](/api/chats)'],
    ['a protocol-relative link', '[click](//evil.example/x)'],
    ['a javascript: image', '![pic](javascript:alert(1))'],
    ['a remote image', '![tracker](https://evil.example/pixel.png)'],
    ['HTML inside link text', '[<img src=x onerror=alert(1)>](https://example.com)'],
    ['a link title that breaks out', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ])('keeps %s inert', (_name, markdown) => {
    const container = renderReply(markdown);
    assertInert(container);
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https:/);
  });

  it('shows raw HTML as text rather than dropping it', () => {
    const container = renderReply('Use <b>bold</b> and <script>alert(1)</script>');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('keeps mailto links and shows a dropped link as its text', () => {
    renderReply('[write](mailto:ada@example.com) or [run](javascript:alert(1))');
    expect((screen.getByRole('link', { name: 'write' }) as HTMLAnchorElement).href).toBe(
      'mailto:ada@example.com',
    );
    expect(screen.queryByRole('link', { name: 'run' })).toBeNull();
    expect(screen.getByText('run')).toBeTruthy();
  });

  it('holds back half-typed emphasis while streaming, and shows it once complete', () => {
    expect(renderReply('Try **Dm', true).textContent).not.toContain('**');
    expect(renderReply('Try **Dm7**', true).querySelector('strong')?.textContent).toBe('Dm7');
  });
});

describe('safeUrl', () => {
  it('passes absolute http(s) and mailto URLs only', () => {
    expect(safeUrl('https://example.com/a?b#c')).toBe('https://example.com/a?b#c');
    expect(safeUrl('http://example.com')).toBe('http://example.com');
    expect(safeUrl('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '/x',
      '#top',
      'x',
    ]) {
      expect(safeUrl(url), url).toBeNull();
    }
  });
});

describe('MessageText', () => {
  it('shows the text at once and the formatted reply when the renderer has loaded', async () => {
    render(<MessageText text={'**Dm7** is `ii7`'} />);
    expect((await screen.findByText('Dm7')).tagName).toBe('STRONG');
    expect(screen.getByText('ii7').tagName).toBe('CODE');
  });
});
