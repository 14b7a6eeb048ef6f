import type { ChatSummary } from '@riffmate/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserAvatar } from '@/components/ui/avatar';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { makeUser, ok, renderApp } from '@/test/app';
import { cn } from './utils';

// `cn` is clsx alone: it no longer drops the earlier of two conflicting Tailwind classes
// (tailwind-merge did, docs/decisions/0083). So no element may carry two classes that set the same
// property under the same modifiers (`size-9 size-8`, `px-3 px-2`, `text-sm text-base`…): which one
// wins would depend on the stylesheet's order, not on the order in `className`. These are the
// property groups the removal had to fix; the checks below cover every variant and size of the
// components involved and the pages where the app overrides them.

const FONT_SIZE = /^text-(?:xs|sm|base|lg|xl|[2-9]xl|\[\d.*\])$/;
const TEXT_NOT_COLOUR =
  /^text-(?:left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const BG_NOT_COLOUR =
  /^bg-(?:gradient|linear|radial|conic|clip|origin|none|fixed|local|scroll|cover|contain|auto|repeat|no-repeat|blend|top|bottom|left|right|center)/;

/** The property groups a utility sets, among those the tailwind-merge removal fixed. */
function groupsOf(utility: string): string[] {
  if (/^size-/.test(utility)) return ['width', 'height'];
  if (/^h-/.test(utility)) return ['height'];
  if (/^w-/.test(utility)) return ['width'];
  if (/^p-/.test(utility)) return ['padding-x', 'padding-y'];
  if (/^px-/.test(utility)) return ['padding-x'];
  if (/^py-/.test(utility)) return ['padding-y'];
  if (/^rounded(?:-(?:none|xs|sm|md|lg|xl|[2-4]xl|full|\[.+\]))?$/.test(utility)) return ['radius'];
  if (/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none))?$/.test(utility)) return ['shadow'];
  if (FONT_SIZE.test(utility)) return ['font-size'];
  if (/^text-/.test(utility) && !TEXT_NOT_COLOUR.test(utility)) return ['text-colour'];
  if (/^bg-/.test(utility) && !BG_NOT_COLOUR.test(utility)) return ['background'];
  return [];
}

/** The pairs of classes in `className` that set the same property group under the same modifiers. */
function conflictingClasses(className: string): string[] {
  const byGroup = new Map<string, string[]>();
  for (const name of new Set(className.split(/\s+/).filter(Boolean))) {
    // Split `md:hover:px-2` / `[&_svg]:size-4` at the colons outside brackets.
    const parts = name.split(/:(?![^[]*\])/);
    const utility = parts.pop()!.replace(/^!|!$/g, '');
    const modifiers = parts.sort().join(':');
    for (const group of groupsOf(utility)) {
      const key = `${modifiers}|${group}`;
      byGroup.set(key, [...(byGroup.get(key) ?? []), name]);
    }
  }
  const pairs = [...byGroup.values()].filter((names) => names.length > 1).map((names) => names.join(' / '));
  return [...new Set(pairs)]; // `size-9 size-8` conflicts in width and in height: once
}

/** Every element on the page (portals included) whose classes conflict, with its classes. */
function conflictsOnPage(): string[] {
  return [...document.querySelectorAll('[class]')].flatMap((element) => {
    const className = element.getAttribute('class') ?? '';
    return conflictingClasses(className).map((pair) => `${pair}  in  "${className}"`);
  });
}

const classesOf = (element: Element) => (element.getAttribute('class') ?? '').split(/\s+/);

describe('conflictingClasses', () => {
  it('finds two classes setting the same thing, and only those', () => {
    expect(conflictingClasses('size-9 size-8')).toEqual(['size-9 / size-8']);
    expect(conflictingClasses('h-9 size-8 px-4 px-2')).toEqual(['h-9 / size-8', 'px-4 / px-2']);
    expect(conflictingClasses('rounded-md rounded-full shadow-sm shadow-lg')).toHaveLength(2);
    expect(
      conflictingClasses('text-sm text-base hover:text-accent-foreground hover:text-destructive'),
    ).toEqual(['text-sm / text-base', 'hover:text-accent-foreground / hover:text-destructive']);
    expect(conflictingClasses('hover:bg-accent/60 hover:bg-accent')).toHaveLength(1);
    // Different modifiers, properties or targets do not conflict.
    expect(
      conflictingClasses(
        'px-2 sm:px-3 text-sm sm:text-base text-muted-foreground h-9 [&_svg]:size-4 rounded-2xl rounded-br-md border border-primary bg-gradient-to-r bg-primary min-w-0 w-full',
      ),
    ).toEqual([]);
  });

  it('cn keeps every class it is given (no merging)', () => {
    expect(cn('px-4', 'px-2', false, { 'size-8': true })).toBe('px-4 px-2 size-8');
  });
});

// Records over the prop unions: a variant or size added to a component without being listed here
// fails the type check.
const BUTTON_VARIANTS: Record<NonNullable<ButtonProps['variant']>, true> = {
  default: true,
  destructive: true,
  outline: true,
  secondary: true,
  ghost: true,
  'ghost-destructive': true,
  link: true,
  floating: true,
};
const BUTTON_SIZES: Record<NonNullable<ButtonProps['size']>, true> = {
  default: true,
  sm: true,
  'sm-compact': true,
  lg: true,
  icon: true,
  'icon-sm': true,
  fab: true,
  inline: true,
};
const INPUT_VARIANTS: Record<NonNullable<ComponentProps<typeof Input>['variant']>, true> = {
  default: true,
  code: true,
};
const AVATAR_SIZES: Record<NonNullable<ComponentProps<typeof UserAvatar>['size']>, true> = {
  sm: true,
  lg: true,
  xl: true,
};

describe('component definitions carry no conflicting classes', () => {
  const keys = <K extends string>(record: Record<K, true>) => Object.keys(record) as K[];

  it('every Button variant with every size, as a button and as a child (asChild)', () => {
    for (const variant of keys(BUTTON_VARIANTS)) {
      for (const size of keys(BUTTON_SIZES)) {
        const { getByRole, unmount } = render(
          <>
            <Button variant={variant} size={size}>
              b
            </Button>
            <Button asChild variant={variant} size={size}>
              <a href="/x">a</a>
            </Button>
          </>,
        );
        for (const element of [getByRole('button'), getByRole('link')])
          expect(conflictingClasses(element.className), `${variant}/${size}`).toEqual([]);
        unmount();
      }
    }
  });

  it('an icon Button has exactly one size utility and one corner radius', () => {
    for (const size of ['icon', 'icon-sm', 'fab'] as const) {
      render(<Button size={size} aria-label={size} />);
      const classes = classesOf(screen.getByRole('button', { name: size }));
      expect(classes.filter((c) => /^(?:size|h|w)-/.test(c))).toHaveLength(1);
      expect(classes.filter((c) => /^rounded/.test(c))).toHaveLength(1);
    }
  });

  it('every Input variant and UserAvatar size', () => {
    for (const variant of keys(INPUT_VARIANTS)) {
      const { container, unmount } = render(<Input variant={variant} />);
      expect(conflictingClasses(container.querySelector('input')!.className), variant).toEqual([]);
      unmount();
    }
    for (const size of keys(AVATAR_SIZES)) {
      const { container, unmount } = render(<UserAvatar name="Ada Lovelace" picture={null} size={size} />);
      expect(conflictingClasses((container.firstElementChild as HTMLElement).className), size).toEqual([]);
      unmount();
    }
  });
});

const CHATS: ChatSummary[] = [
  {
    id: 'b',
    title: 'Cinematic D minor progression',
    createdAt: '2026-11-22T10:00:00Z',
    sharePath: '/share/t',
  },
  { id: 'a', title: 'Funk bass in A', createdAt: '2026-11-21T10:00:00Z' },
];

describe('the pages where the app overrides these components have no conflicting classes', () => {
  beforeEach(() => {
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/chats') return ok({ data: { items: CHATS } });
      if (url === '/api/chats/b') return ok({ data: { items: [{ ...CHATS[0], messages: [] }] } });
      throw new Error(`unexpected GET ${url}`);
    });
  });

  it('/ signed out: the header upgrade link (sm-compact), the lg buttons, the support button (floating fab)', async () => {
    renderApp('/');
    const support = await screen.findByRole('button', { name: 'Support' });
    expect(classesOf(support)).toEqual(expect.arrayContaining(['size-11', 'rounded-full', 'shadow-lg']));
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Plus' });
    expect(classesOf(upgrade)).toEqual(expect.arrayContaining(['h-8', 'px-2', 'sm:px-3']));
    expect(conflictsOnPage()).toEqual([]);
  });

  it('/chat/b with the history sheet open: the open chat row and its Share / Delete icon buttons', async () => {
    const user = userEvent.setup();
    renderApp('/chat/b', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Toggle Sidebar' }));
    const remove = await screen.findByRole('button', { name: 'Delete chat' });
    expect(classesOf(remove)).toEqual(expect.arrayContaining(['size-8', 'hover:text-destructive']));
    expect(classesOf(screen.getByRole('button', { name: 'Share chat' }))).toContain('size-8');
    const [open, other] = screen.getAllByRole('listitem').filter((li) => li.closest('nav'));
    expect(classesOf(open!)).toContain('hover:bg-accent');
    expect(classesOf(other!)).toContain('hover:bg-accent/60');
    expect(conflictsOnPage()).toEqual([]);
  });

  it('/auth/verify-email: the code input (Input variant code) and "Resend code" (link, inline)', async () => {
    renderApp('/auth/verify-email', { user: makeUser({ emailVerified: false }) });
    const code = await screen.findByLabelText('Verification code');
    expect(classesOf(code)).toEqual(expect.arrayContaining(['h-12', 'text-xl', 'sm:text-xl']));
    const resend = screen.getByRole('button', { name: /Resend code/ });
    expect(classesOf(resend)).toEqual(expect.arrayContaining(['h-auto', 'px-1', 'py-0']));
    expect(conflictsOnPage()).toEqual([]);
  });

  it('/account and /account/profile: the large avatars, the password inputs', async () => {
    const first = renderApp('/account', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(document.querySelector('main .size-14.text-base')).not.toBeNull();
    expect(conflictsOnPage()).toEqual([]);
    first.unmount();
    renderApp('/account/profile', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    expect(document.querySelector('main .size-20.text-xl')).not.toBeNull();
    expect(conflictsOnPage()).toEqual([]);
  });
});
