// Runs before first paint (a blocking script in <head>) so the page never flashes the wrong
// theme. It is an external file, not inline, because the CSP allows only 'self' scripts.
// Mirrors applyTheme() in src/lib/theme.tsx; keep the key, default and colours in sync.
// It also names the page for the prerendered first paint (see the end).
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

  // index.html carries the first paint of these pages, each in a <div data-shell="…"> hidden
  // unless <html data-page> names it (styles.css): the server sends the same file for every page.
  // Keep in sync with PRERENDERED_PAGES in src/prerender.tsx (docs/decisions/0041).
  const pages = { '/': 'home', '/plans': 'plans', '/chat': 'chat' };
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (Object.hasOwn(pages, path)) root.dataset.page = pages[path];
})();
