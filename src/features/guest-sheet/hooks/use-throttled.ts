import { useEffect, useRef, useState } from 'react';

/** The value, changed at most once every `ms` (the last change always arrives). */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const show = () => {
      last.current = Date.now();
      setShown(value);
    };
    const timer = setTimeout(show, Math.max(0, last.current + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
