import { Fragment, memo, type ReactNode } from 'react';

export type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/**
 * Splits a reply into blocks: paragraphs (blank-line separated, single newlines kept as breaks),
 * bullet and numbered lists, and ``` fenced code. Deliberately small: replies are chat, not documents.
 * @example parseBlocks('Hi\n\n- a\n- b') // [{ kind: 'paragraph', lines: ['Hi'] }, { kind: 'list', ordered: false, items: ['a', 'b'] }]
 */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (line.trimStart().startsWith('```')) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimStart().startsWith('```')) code.push(lines[i++]!);
      i++; // the closing fence (or the end of a reply still streaming)
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const listPattern = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (listPattern) {
      const items: string[] = [];
      while (i < lines.length && listPattern.test(lines[i]!)) items.push(listPattern.exec(lines[i++]!)![1]!);
      blocks.push({ kind: 'list', ordered: listPattern === NUMBERED, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !lines[i]!.trimStart().startsWith('```') &&
      !BULLET.test(lines[i]!) &&
      !NUMBERED.test(lines[i]!)
    ) {
      paragraph.push(lines[i++]!);
    }
    blocks.push({ kind: 'paragraph', lines: paragraph });
  }
  return blocks;
}

/** **bold** and `code` inside a line, as React elements (never as HTML). */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|`([^`]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    if (match[1] !== undefined) nodes.push(<strong key={match.index}>{match[1]}</strong>);
    else
      nodes.push(
        <code key={match.index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
          {match[2]}
        </code>,
      );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A message's text with light formatting. */
export const MessageText = memo(function MessageText({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words leading-relaxed">
      {parseBlocks(text).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'code') {
          return (
            <pre key={key} className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm">
              <code>{block.text}</code>
            </pre>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={key}
              className={block.ordered ? 'list-decimal space-y-1 pl-5' : 'list-disc space-y-1 pl-5'}
            >
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of a rendered text never reorder
                <li key={itemIndex}>{renderInline(item)}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a rendered text never reorder
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
});
