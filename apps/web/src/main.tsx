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
  void import('./app').then(({ startApp }) => setTimeout(() => void startApp(container!, replayPress), 0));
}

// A press on a button of the first paint before React has hydrated it would do nothing: React's
// handlers are not there yet. The press is held instead, the app starts at once, and the press is
// replayed on the same button once the app answers input. Links need no help (they navigate).
let heldPress: HTMLElement | null = null;
function holdPress(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('[data-hydrate] button');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  heldPress = button;
  start();
}
function replayPress(): void {
  container!.removeEventListener('click', holdPress, true);
  const button = heldPress;
  heldPress = null;
  // The same element: hydration adopts the markup's nodes rather than making new ones.
  if (button?.isConnected) setTimeout(() => button.click(), 0);
}
container.addEventListener('click', holdPress, true);

if (document.documentElement.dataset.page && document.visibilityState === 'visible') {
  // The frame is painted once the animation-frame callbacks have run; the timeout runs after it.
  // A tab hidden before that gets no animation frames: it starts the app when hidden.
  requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
} else {
  start();
}
