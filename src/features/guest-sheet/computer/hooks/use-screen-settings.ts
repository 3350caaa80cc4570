// The screen settings applied to the whole page while the test on computer is shown, the dialogs and toasts
// (portalled to body) included: attributes on <html> that src/index.css turns into the theme's colours and
// the root font size; removed when the screen goes.
import { useCallback, useEffect, useState } from 'react';
import { readScreenSettings, writeScreenSettings, type ScreenSettings } from '../lib/screen-settings';

export function useScreenSettings() {
  const [settings, setSettings] = useState(readScreenSettings);

  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-test-text', settings.text);
    // Following the app's theme: no colours of the test's own.
    if (settings.colours === 'app') html.removeAttribute('data-test-colours');
    else html.setAttribute('data-test-colours', settings.colours);
    return () => {
      html.removeAttribute('data-test-text');
      html.removeAttribute('data-test-colours');
    };
  }, [settings]);

  const change = useCallback((next: ScreenSettings) => {
    setSettings(next);
    writeScreenSettings(next);
  }, []);

  return [settings, change] as const;
}
