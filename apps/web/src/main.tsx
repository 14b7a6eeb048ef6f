import './styles.css';

// The entry is small on purpose: on a page index.html already shows (its prerendered first
// paint, named by theme-init.js in <html data-page>), the app's code is fetched and run only
// after the browser has painted that page, so nothing it does delays the first paint
// (docs/decisions/0041). Every other page starts the app at once.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // Started in a task of its own, not in the one that evaluates the app's code: shorter tasks
  // instead of one long one (Lighthouse's blocking time).
  void import('./app').then(({ startApp }) => setTimeout(() => void startApp(container!), 0));
}

if (document.documentElement.dataset.page && document.visibilityState === 'visible') {
  // The frame is painted once the animation-frame callbacks have run; the timeout runs after it.
  // A tab hidden before that gets no animation frames: it starts the app when hidden.
  requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
} else {
  start();
}
