import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** Keep in sync with public/theme-init.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = 'riffmate-theme';
export const DEFAULT_THEME: Theme = 'dark';
/** Browser chrome colour per theme (the background token of styles.css). */
export const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#fbfaff', dark: '#0f0d1a' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system';
}

// Storage can throw (disabled cookies, some private modes); the theme then lives in memory only.
let memoryTheme: Theme | null = null;
const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return memoryTheme ?? DEFAULT_THEME;
  }
}

function writeTheme(theme: Theme): void {
  memoryTheme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // in-memory only, see above
  }
  for (const listener of listeners) listener();
}

function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the preference: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribeSystem(listener: () => void): () => void {
  const query = systemQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

function systemPrefersDark(): boolean {
  // Without matchMedia we cannot know; dark is the product default.
  return systemQuery()?.matches ?? true;
}

/** Puts the theme on <html> the same way theme-init.js does. */
export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  // Switch every colour at once: without this, elements with colour transitions fade across
  // the themes at their own pace and the page looks washed out for a moment.
  const switching = root.classList.contains('dark') !== (resolved === 'dark');
  if (switching) root.classList.add('theme-switching');
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolved]);
  if (switching) {
    window.getComputedStyle(root).getPropertyValue('color'); // flush styles while transitions are off
    setTimeout(() => root.classList.remove('theme-switching'), 0);
  }
}

export interface ThemeContextValue {
  /** The stored preference. */
  theme: Theme;
  /** What is on screen: the preference, with 'system' resolved. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Light ↔ dark, starting from what is on screen. */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The markup prerendered at build time (src/prerender.tsx) shows nothing that depends on the
  // theme, and theme-init.js has applied the real one before the first paint: when the app
  // hydrates that markup it starts from the real theme, not a dark one it would at once undo.
  const inBrowser = typeof window !== 'undefined';
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () =>
    inBrowser ? readTheme() : DEFAULT_THEME,
  );
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () =>
    inBrowser ? systemPrefersDark() : true,
  );
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  // Syncing the <html> element is a side effect on the world outside React; layout effect so the
  // change lands in the same frame as the re-render.
  useLayoutEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      resolvedTheme,
      setTheme: writeTheme,
      toggleTheme: () => writeTheme(resolvedTheme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, resolvedTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
