// A value that follows another at most once per `interval` ms, the last change always coming through: what a
// live region reads, so a screen reader hears a count settle rather than one per keystroke.
import { useEffect, useRef, useState } from 'react';

export function useThrottled<T>(value: T, interval: number): T {
  const [shown, setShown] = useState(value);
  const lastShown = useRef(0);
  useEffect(() => {
    const wait = lastShown.current + interval - Date.now();
    const show = () => {
      lastShown.current = Date.now();
      setShown(value);
    };
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, interval]);
  return shown;
}
