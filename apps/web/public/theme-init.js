// Runs before first paint (a blocking script in <head>) so the page never flashes the wrong
// theme. It is an external file, not inline, because the CSP allows only 'self' scripts.
// Mirrors applyTheme() in src/lib/theme.tsx; keep the key, default and colours in sync.
(() => {
  let theme = 'dark';
  try {
    const stored = window.localStorage.getItem('riffmate-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // storage unavailable: keep the default
  }
  if (theme === 'system') {
    const prefersLight = window.matchMedia && !window.matchMedia('(prefers-color-scheme: dark)').matches;
    theme = prefersLight ? 'light' : 'dark';
  }
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#0f0d1a' : '#fbfaff');
})();
