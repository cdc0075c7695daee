/**
 * A short beep after a scan (WebAudio): a high tone for success, a low longer one for a failure,
 * so the operator hears the result without looking. Silently nothing where audio is unavailable.
 */
let audio: AudioContext | null = null;

export const BEEP = {
  ok: { frequency: 1200, seconds: 0.12 },
  failed: { frequency: 220, seconds: 0.4 },
} as const;

export function beep(kind: keyof typeof BEEP): void {
  const Ctx = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctx) return;
  try {
    audio ??= new Ctx();
    const { frequency, seconds } = BEEP[kind];
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = kind === 'ok' ? 'sine' : 'square';
    osc.frequency.value = frequency;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + seconds);
  } catch {
    // no sound device: the colour still tells the result
  }
}
