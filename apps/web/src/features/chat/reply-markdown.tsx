import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import { type ComponentProps, Fragment } from 'react';

/** The only link schemes a reply may use; anything else (javascript:, data:, relative paths …) is dropped. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL sanitizer for every link, image and autolink: absolute http(s) and mailto URLs pass,
 * everything else becomes null (markdown-to-jsx then renders no href).
 */
export function safeUrl(value: string): string | null {
  try {
    return SAFE_PROTOCOLS.has(new URL(value.trim()).protocol) ? value.trim() : null;
  } catch {
    return null;
  }
}

/** Links open in a new tab, without giving the page a handle on this one or a referrer. */
function SafeLink({ href, children, title }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      title={title}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
    </a>
  );
}

/** Images are not loaded from wherever a model points: their alt text stands in. */
function ImageAsText({ alt }: ComponentProps<'img'>) {
  return alt ? <span>[{alt}]</span> : null;
}

const withClass = (className: string) => ({ props: { className } });

const OPTIONS: MarkdownToJSX.Options = {
  // Raw HTML is shown as text, never turned into elements.
  disableParsingRawHTML: true,
  disableFrontmatter: true,
  sanitizer: (value) => safeUrl(value),
  // Always blocks (a one-line reply is a paragraph), in the caller's container.
  forceBlock: true,
  wrapper: Fragment,
  overrides: {
    a: { component: SafeLink },
    img: { component: ImageAsText },
    h1: { component: 'h3', ...withClass('mt-3 font-semibold text-lg') },
    h2: { component: 'h3', ...withClass('mt-3 font-semibold text-base') },
    h3: withClass('mt-3 font-semibold text-base'),
    h4: withClass('mt-2 font-semibold'),
    h5: withClass('mt-2 font-semibold'),
    h6: withClass('mt-2 font-semibold'),
    ul: withClass('list-disc space-y-1 pl-5'),
    ol: withClass('list-decimal space-y-1 pl-5'),
    blockquote: withClass('border-l-2 pl-3 text-muted-foreground'),
    pre: withClass('overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm'),
    code: withClass(
      'rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] [pre_&]:bg-transparent [pre_&]:p-0',
    ),
    table: withClass(
      'block overflow-x-auto text-sm [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1',
    ),
    hr: withClass('border-border'),
  },
};

const STREAMING_OPTIONS: MarkdownToJSX.Options = { ...OPTIONS, optimizeForStreaming: true };

/**
 * A reply's markdown as React elements (docs/decisions/0107-reply-markdown.md): GFM (headings,
 * lists, tables, links, emphasis, code), raw HTML as text, only http(s)/mailto links. While the
 * reply streams, half-typed syntax (an unclosed `**`) is held back instead of flashing as text.
 */
export default function ReplyMarkdown({ text, streaming }: { text: string; streaming: boolean }) {
  return (
    <div className="space-y-2 break-words leading-relaxed">
      <Markdown options={streaming ? STREAMING_OPTIONS : OPTIONS}>{text}</Markdown>
    </div>
  );
}
