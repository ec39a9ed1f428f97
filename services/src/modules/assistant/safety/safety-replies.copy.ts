import { CRISIS_RECHECK_REPLY, CRISIS_REPLIES } from '@anchor/clinical';

/**
 * The safety path's words after its first answer. Each group has several wordings so that the same block never
 * comes back twice in a row, and every wording keeps the help in view: 988 by call or text, HOME to 741741, and
 * 911 in danger (911 first at the imminent tier and for harm to others).
 */
export const SAFETY_REPLIES = {
  imminent: [
    CRISIS_REPLIES.imminent,
    'If you are in danger right now, call 911. You can also call or text 988, or text HOME to 741741, and someone will stay with you. If you can, move away from anything you could use to hurt yourself. Your safety plan is open.',
    'I hear you, and I want you safe tonight. Call 911 if you might act now. 988 is there by call or text, and HOME to 741741 by text. Is there someone who can be with you? Your safety plan is open.',
  ],
  crisis: [
    CRISIS_REPLIES.crisis,
    "What you're going through sounds really painful, and I want you to have a person with you in this. Call or text 988, or text HOME to 741741. If you are in immediate danger, call 911. Your safety plan is open.",
    "Thank you for telling me this. You deserve support right now: 988 by call or text, HOME to 741741 by text, and 911 if you're in danger. Can you tell me if you're safe right now?",
  ],
  concern: [
    "I'm here, and I'm listening. What you said earlier matters to me. If things get heavier, you can call or text 988, text HOME to 741741, or call 911 in an emergency. What's on your mind now?",
    "Thank you for telling me more. Would it help to look at your safety plan together? 988 is there any time by call or text, and so is HOME to 741741. If you're ever in danger, call 911.",
    "I'm glad you're still talking with me. Tell me more about what's going on, if you'd like. Help is there whenever you want a person: call or text 988, text HOME to 741741, or call 911 in an emergency.",
  ],
  retraction: [
    CRISIS_RECHECK_REPLY,
    "Okay. I'm still holding on to what you said before, because you matter. Are you safe right now? You can call or text 988, or text HOME to 741741, any time, and 911 if you are in danger.",
    "Thanks for letting me know. I'll keep checking in gently: is there anything that would make today safer? 988 by call or text, HOME to 741741, and 911 are always there.",
  ],
  thanks: [
    "You're welcome. I'm glad you're still here with me. If it gets hard again, call or text 988, text HOME to 741741, or call 911 if you are in danger.",
    'Of course. Keep these close: 988 by call or text, HOME to 741741, and 911 in an emergency. How are you feeling right now?',
  ],
  no_call: [
    "That's okay, a call isn't the only way. You can text 988, or text HOME to 741741, and write instead of talking. If you are in danger, please call 911.",
    'Many people find calling hard. Texting works too: text 988, or text HOME to 741741, and a trained counselor writes back. If you are in immediate danger, call 911.',
  ],
  reached_out: [
    "I'm really glad you reached out to someone. Stay with them if you can. If things change, call or text 988, text HOME to 741741, or call 911 if you are in danger.",
    'That was a brave step. Keep them close today. 988 is there by call or text, HOME to 741741 by text, and 911 if there is danger.',
  ],
  harm_concern: [
    "It sounds like there's a lot of anger in you right now, and it's good that you said it out loud. If you feel you might hurt someone, step away from them and from anything you could use, and call or text 988 to talk it through, or text HOME to 741741. If anyone is in danger, call 911.",
    'Thank you for telling me instead of acting on it. Give yourself distance: another room, a walk outside. 988 (call or text) and HOME to 741741 help with thoughts of hurting others too. If anyone is in danger, call 911.',
  ],
  harm_crisis: [
    'If anyone is in danger right now, call 911. Please put distance between you and the person, and between you and anything you could use to hurt them: leave the room, go outside, give a weapon to someone else. Then call or text 988, or text HOME to 741741; they help with thoughts of hurting others too.',
    "Call 911 if you might hurt someone now. I'm glad you told me before acting. Step away from them and from any weapon. A counselor at 988 (call or text) or at HOME to 741741 can help you through the next hour.",
    'If you or anyone else is in danger, call 911. These urges can pass with help. Right now, keep away from the person and from anything you could use. You can also call or text 988, or text HOME to 741741.',
  ],
} as const;

export type SafetyReplyGroup = keyof typeof SAFETY_REPLIES;
