// The sound check before a Listening test starts (docs/product.md, "The test on computer"): "Play a sample"
// plays a short tone at the volume set beside it, so the student can set it before the recording, which
// plays once. The tone is made in the browser (Web Audio): no file to fetch.
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { readVolume } from '../lib/volume';
import { VolumeControl } from './volume-control';

const SAMPLE_SECONDS = 1.5;

/** Plays the sample tone; false where the browser has no Web Audio. */
function playSample(): boolean {
  const Context = globalThis.AudioContext;
  if (!Context) return false;
  const context = new Context();
  const tone = context.createOscillator();
  const gain = context.createGain();
  tone.frequency.value = 440;
  gain.gain.value = readVolume() * 0.3;
  tone.connect(gain).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + SAMPLE_SECONDS);
  tone.onended = () => void context.close();
  return true;
}

export function SoundCheck() {
  const [said, setSaid] = useState('');
  return (
    <div role="group" aria-label="Sound check" className="grid justify-items-center gap-2">
      <p className="text-sm">Check your sound before you start: the recording plays once.</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            setSaid(
              playSample()
                ? 'Playing a sample: set the volume so you hear it clearly.'
                : 'This browser cannot play the sample.',
            )
          }
        >
          <Play aria-hidden="true" />
          Play a sample
        </Button>
        <VolumeControl />
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {said}
      </p>
    </div>
  );
}
