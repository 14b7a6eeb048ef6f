import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Shows `placeholder` until it comes into the viewport, then `children` for good. Below-the-fold
 * content whose code is loaded lazily (React.lazy inside `children`) then costs the first visit
 * nothing. Without IntersectionObserver (old browsers, jsdom) `children` are shown at once.
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const stand = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = stand.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setVisible(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={stand}>{placeholder}</div>;
}
