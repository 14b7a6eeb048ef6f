import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, parseBlocks } from './message-text';

describe('parseBlocks', () => {
  it('splits paragraphs, keeps line breaks, and finds lists and code', () => {
    expect(parseBlocks('Dm – G – C\nin D minor\n\n- one\n- two\n\n1. a\n2. b\n\n```\nx\n```')).toEqual([
      { kind: 'paragraph', lines: ['Dm – G – C', 'in D minor'] },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['a', 'b'] },
      { kind: 'code', text: 'x' },
    ]);
  });
});

describe('MessageText', () => {
  it('renders bold and inline code as elements, and HTML as text', () => {
    const { container } = render(<MessageText text={'**Dm7** is `ii7` <img src=x onerror=alert(1)>'} />);
    expect(screen.getByText('Dm7').tagName).toBe('STRONG');
    expect(screen.getByText('ii7').tagName).toBe('CODE');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
