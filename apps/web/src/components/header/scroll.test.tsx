import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD, isScrolledFromTop, useScrolledFromTop } from './scroll';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function Probe() {
  return <p data-testid="probe">{useScrolledFromTop() ? 'scrolled' : 'top'}</p>;
}

describe('header scroll threshold', () => {
  afterEach(() => setScrollY(0));

  it.each([
    [0, false],
    [1, false],
    [10, false],
    [10.5, true],
    [11, true],
    [500, true],
    [-20, false], // iOS rubber-band overscroll
  ])('scrollY %d → scrolled %s', (y, scrolled) => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(10);
    expect(isScrolledFromTop(y)).toBe(scrolled);
  });

  it('follows scroll events', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('top');
    act(() => setScrollY(11));
    expect(screen.getByTestId('probe').textContent).toBe('scrolled');
    act(() => setScrollY(10));
    expect(screen.getByTestId('probe').textContent).toBe('top');
  });
});
