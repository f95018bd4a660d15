import { useRef, useState, type TouchEvent } from 'react';

const TRIGGER_PX = 64;
const MAX_PX = 96;

/** Pull-down at the top of the page: returns the pull distance and touch handlers. */
export function usePullToRefresh(onRefresh: () => unknown) {
  const startY = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);

  const handlers = {
    onTouchStart: (e: TouchEvent) => {
      startY.current = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (e: TouchEvent) => {
      if (startY.current === null) return;
      const dy = (e.touches[0]?.clientY ?? startY.current) - startY.current;
      setDistance(Math.max(0, Math.min(MAX_PX, dy * 0.5)));
    },
    onTouchEnd: () => {
      if (distance >= TRIGGER_PX) onRefresh();
      startY.current = null;
      setDistance(0);
    },
  };
  return { distance, ready: distance >= TRIGGER_PX, handlers };
}
