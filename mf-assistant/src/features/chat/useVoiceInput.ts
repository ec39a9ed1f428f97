import { useCallback, useRef, useState } from 'react';
import { useToast } from '@anchor/app-runtime';
import { ChatCopy } from './copy';

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onspeechstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/**
 * Voice input with the browser's speech recognition: en-US, one phrase, no interim results. The
 * transcript goes to `onTranscript` (which fills the box and sends it).
 */
export function useVoiceInput(onTranscript: (transcript: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const toast = useToast();

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      toast({
        title: ChatCopy.voiceUnsupportedTitle,
        description: ChatCopy.voiceUnsupportedDescription,
        variant: 'destructive',
      });
      return;
    }
    const instance = new Constructor();
    instance.lang = 'en-US';
    instance.continuous = false;
    instance.interimResults = false;
    instance.onspeechstart = () => setListening(true);
    instance.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript ?? '';
      if (transcript.trim()) onTranscript(transcript);
    };
    instance.onerror = () => {
      setListening(false);
      toast({ title: ChatCopy.voiceErrorTitle, description: ChatCopy.voiceErrorDescription, variant: 'destructive' });
    };
    instance.onend = () => setListening(false);
    recognition.current = instance;
    toast({ title: ChatCopy.listeningTitle, description: ChatCopy.listeningDescription });
    instance.start();
  }, [onTranscript, toast]);

  const stop = useCallback(() => recognition.current?.stop(), []);
  return { listening, start, stop };
}
