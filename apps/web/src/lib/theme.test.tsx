import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

/** A controllable `prefers-color-scheme: dark` media query. */
function stubSystemTheme(initialDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initialDark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
  return {
    set(dark: boolean) {
      query.matches = dark;
      for (const fn of listeners) fn();
    },
  };
}

function Probe() {
  const { theme, resolvedTheme, toggleTheme, setTheme } = useTheme();
  return (
    <div>
      <p data-testid="theme">{theme}</p>
      <p data-testid="resolved">{resolvedTheme}</p>
      <button type="button" onClick={toggleTheme}>
        toggle
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        system
      </button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );

const html = document.documentElement;

describe('ThemeProvider', () => {
  beforeEach(() => {
    html.className = '';
    html.style.colorScheme = '';
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('defaults to dark and puts it on <html>', () => {
    renderProbe();
    expect(screen.getByTestId('theme').textContent).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.style.colorScheme).toBe('dark');
  });

  it('reads the stored preference', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderProbe();
    expect(screen.getByTestId('resolved').textContent).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('ignores a stored value that is not a theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    renderProbe();
    expect(screen.getByTestId('theme').textContent).toBe('dark');
  });

  it('toggles light ↔ dark and persists the choice', async () => {
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('theme').textContent).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it("'system' follows prefers-color-scheme live, and toggling leaves it for the opposite", async () => {
    const system = stubSystemTheme(false);
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'system' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(screen.getByTestId('resolved').textContent).toBe('light');
    act(() => system.set(true));
    expect(screen.getByTestId('resolved').textContent).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('theme').textContent).toBe('light');
  });

  it('follows a change made in another tab', () => {
    renderProbe();
    act(() => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(screen.getByTestId('resolved').textContent).toBe('light');
  });
});
