/** Strings of the Anchor Assistant tab, word for word. */
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
  inputLabel: 'Message',
  inputPlaceholder: 'Type your message or ask for support...',
  microphone: 'Voice input',
  send: 'Send',
  notYet: 'Chat replies arrive in the next release. If you are in crisis, use Crisis help above.',
  footer: 'AI-powered mental health support • Always here to listen',
} as const;
