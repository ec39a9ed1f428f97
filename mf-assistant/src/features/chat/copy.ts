/** Strings of the Anchor Assistant tab, word for word where the product specifies them. */
export const ChatCopy = {
  title: 'Anchor Assistant',
  online: 'Online',
  secure: 'Secure & Private',
  quickQuestionsTitle: 'Quick Questions',
  quickQuestions: [
    'How am I feeling today?',
    "I'm feeling anxious",
    'Help me sleep better',
    'Guide me through breathing',
    'Show my progress',
    'Share coping strategies',
  ],
  messagesLabel: 'Conversation with Anchor Assistant',
  assistantName: 'Anchor Assistant',
  userName: 'You',
  welcome:
    "Hi, I'm Anchor Assistant. I'm here to listen and to help you find steadier ground, whether that's a breathing exercise, a coping strategy or just somewhere to put what you're feeling.",
  aiNotice:
    "A reminder: I'm an AI, not a person, and not a therapist. I can't help in an emergency: if you are in danger, call or text 988, or call 911.",
  typing: 'Anchor Assistant is typing…',
  inputLabel: 'Message',
  inputPlaceholder: 'Type your message or ask for support...',
  microphone: 'Voice input',
  stopListening: 'Stop listening',
  send: 'Send',
  footer: 'AI-powered mental health support • Always here to listen',
  unauthorized: 'Please log in to continue chatting',
  failedResponse: 'Failed to get response from assistant',
  unableToConnect: 'Unable to connect to assistant. Please try again.',
  connectionErrorTitle: 'Connection Error',
  connectionErrorDescription: "I'm having trouble responding right now. Please try again.",
  voiceErrorTitle: 'Voice input error',
  voiceErrorDescription: 'There was an issue with voice recognition. Please try typing instead.',
  voiceUnsupportedTitle: 'Voice input not supported',
  voiceUnsupportedDescription: "Your browser doesn't support voice input. Please type your message instead.",
  listeningTitle: 'Listening...',
  listeningDescription: "Speak now, I'm listening to you.",
  openCrisisPanel: 'Open crisis help and my safety plan',
  notSent: 'Not sent',
  tryAgain: 'Try again',
  lengthCount: (count: string, limit: string) => `${count} / ${limit}`,
  lengthSpoken: (count: string, limit: string) => `${count} of ${limit} characters`,
  overLimit: (limit: string) =>
    `Your message is longer than ${limit} characters, so it can't be sent as it is. Nothing you wrote has been removed: shorten it, or send it in two or more messages.`,
} as const;

/** Badge text per message type. */
export const MESSAGE_TYPE_LABELS = {
  insight: 'insight',
  support: 'support',
  reminder: 'reminder',
  question: 'question',
  error: 'error',
} as const;

/** Toasts after the mood and voice analyses (titles word for word; the product gave no descriptions). */
export const AnalysisCopy = {
  moodDetected: (mood: string) => `Mood detected: ${mood}`,
  moodDetectedDescription: 'Added to your mood history.',
  wellnessCheckTitle: 'Wellness Check',
  wellnessCheckDescription:
    'What you said matters. If you are thinking about harming yourself, call or text 988 now. Your safety plan is open.',
  supportTitle: 'Mental Health Support',
  supportDescription:
    'It sounds like a lot is weighing on you. A breathing or grounding exercise can help right now, and so can talking to someone you trust.',
  ptsdTitle: 'PTSD Indicators Detected',
  ptsdDescription:
    'Some of what you described is common after trauma. This is not a diagnosis: your monthly check-in and a clinician can help you make sense of it.',
} as const;
