import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Menus, popovers and dialogs load lazily (components/lazy-trigger.tsx), and Vitest transforms a
// lazily imported module on its first import: on a loaded 2-core CI machine that once took longer
// than findBy*'s default 1 s. The wait still ends as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no pointer capture; Radix (toast swipe) calls it on pointer down.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
