/** The end of a meditation: a 440 Hz tone for 2 seconds, made by Web Audio (nothing downloaded). */
export const COMPLETION_TONE = { frequencyHz: 440, seconds: 2 } as const;

type AudioContextConstructor = new () => AudioContext;

export function playCompletionTone(): void {
  const Context: AudioContextConstructor | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Context) return;
  const context = new Context();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = COMPLETION_TONE.frequencyHz;
  // A soft fade out rather than a click at the end.
  gain.gain.setValueAtTime(0.3, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + COMPLETION_TONE.seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + COMPLETION_TONE.seconds);
  oscillator.onended = () => void context.close();
}
