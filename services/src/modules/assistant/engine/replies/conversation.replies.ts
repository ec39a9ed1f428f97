/** Greetings, closings, helping someone else, and stage follow-ups (a message no tool fits is answered by listening/). */
export const CONVERSATION_REPLIES = {
  greeting: [
    "Hi, I'm glad you're here. How are you doing today?",
    'Hello! What would you like to talk about today?',
    "Hey there. I'm here to listen whenever you're ready.",
    'Hi. Would you like to check in, or is there something specific on your mind?',
    "Good to see you. What's been going on for you?",
    'Hello again. How has your day been so far?',
  ],
  thanks: [
    "You're welcome. I'm glad it helped.",
    'Thank you for letting me know. You did the work; I just walked alongside.',
    "I'm glad. Is there anything else you'd like to talk about?",
    'Anytime. Remember you can come back whenever you need to.',
    "That's good to hear. Keep that tool handy for the next hard moment.",
    "You're welcome. Be gentle with yourself for the rest of the day.",
  ],
  goodbye: [
    'Take care of yourself. I am here whenever you want to talk again.',
    'Goodbye for now. Remember, Crisis help is always one tap away if things get hard.',
    'Thanks for talking with me today. Go gently.',
    'See you next time. Small steps still count.',
    'Rest well. You can come back any time, day or night.',
    "Bye for now. I'm glad you checked in.",
  ],
  /** Helping someone else: every wording says to ask directly, stay with them, 988, and 911 in danger. */
  third_party: [
    "It's caring of you to look out for them. Ask them directly: are you thinking about suicide? Asking does not put the idea in their head. Stay with them, and call or text 988 together. If they may be in danger right now, call 911.",
    'Supporting someone who is struggling is hard. Ask them plainly if they are thinking of killing themselves, listen without judging, and stay with them. You can call or text 988 together, or for advice on helping them. If their life is in danger, call 911.',
    'Thank you for reaching out for them. Ask directly whether they are thinking about suicide, and stay close while they answer. 988 (call or text) helps people who are worried about someone else, too. If they are in immediate danger, call 911.',
    'If they are a veteran, the Veterans Crisis Line (dial 988, press 1, or text 838255) can help you both. Ask them directly about suicide, stay with them, and call 911 if they are in danger. Look after yourself too.',
    "You don't have to handle this alone. Ask them directly if they are thinking about suicide, stay with them, and remove anything they could use if you safely can. 988 supports people who are worried about someone else. If there is immediate danger, call 911.",
  ],
  exploring: [
    'Can you tell me a bit more about that?',
    'What do you think set it off?',
    'How long has it been feeling like this?',
    'What has helped, even a little, before?',
    'How is this affecting your day-to-day?',
    'What would you like to be different?',
  ],
  deepening: [
    'Would you like to try a short exercise together?',
    'It might help to try a tool now rather than just talk. Shall we?',
    'One step at a time works best. Would a guided exercise help right now?',
    "You've shared a lot. Would you like to put some of it into practice with a short tool?",
    'Sometimes a few minutes of practice shifts things more than talking. Want to try?',
    'Which would you prefer: grounding, breathing, or planning a small step?',
  ],
  wrapping: [
    "We've covered a lot today. What's one thing you'd like to take with you?",
    'Before we wrap up: how are you feeling now compared with when we started?',
    "Thanks for working through this with me. Remember the tools we used; they're always here.",
    "You've done good work today. Be kind to yourself for the rest of the day.",
    "Let's close gently. Is there one small thing you'll do for yourself later?",
    "I'm glad we talked. Come back any time, and Crisis help is always one tap away.",
  ],
} as const;
