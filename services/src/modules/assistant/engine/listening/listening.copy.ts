import type { ListeningTopic } from './topics';

/**
 * What the Assistant says when no tool or flow fits: it names what it heard (the topic, and the feeling when one
 * is clear), asks one open question, and offers at most one tool. Several wordings each, so nothing repeats.
 */
export const TOPIC_REFLECTIONS: Record<Exclude<ListeningTopic, 'off_topic'>, readonly string[]> = {
  relationships: [
    'It sounds like things with someone close to you are weighing on you.',
    "Relationships can carry so much, especially when you're also dealing with a lot inside.",
    'It sounds like this relationship is on your mind a lot right now.',
  ],
  family: [
    'Family can be where some of the hardest feelings live.',
    'It sounds like things at home with your family are hard right now.',
    'Family tension can wear you down, even when you love the people involved.',
  ],
  parenting: [
    'Parenting while carrying your own pain is really hard, and it says a lot that you care about getting it right.',
    'It sounds like you are worried about how things are with your child.',
    "Being a parent on hard days asks a lot of you. It's clear your kids matter to you.",
  ],
  intimacy: [
    'Closeness and touch can be complicated after what you have been through, and that is more common than people say.',
    'It sounds like intimacy has become difficult, and that can feel lonely even with a partner.',
    'Changes in closeness or desire are a real and common part of living with stress and trauma.',
  ],
  work: [
    'It sounds like work is taking a lot out of you right now.',
    'Work stress can follow you home and into the night.',
    'It sounds like things at work feel hard to keep up with.',
  ],
  money: [
    'Money worries can sit on your chest all day and all night.',
    'It sounds like money is a real source of stress right now.',
    "Financial pressure is exhausting, and it's not a personal failing.",
  ],
  grief: [
    "I'm so sorry for your loss. Grief can come in waves and catch you off guard.",
    'It sounds like you are carrying a loss, and missing them is part of how much they mattered.',
    'Grief has no timetable. What you are feeling makes sense.',
  ],
  self_esteem: [
    'It sounds like you are being really hard on yourself.',
    "The way you see yourself right now sounds painful. You deserve the kindness you'd give a friend.",
    'It sounds like you are struggling to feel good enough.',
  ],
  guilt_shame: [
    'Guilt and shame can be so heavy, especially about things that happened in the worst moments.',
    'It sounds like you are carrying a lot of blame. After trauma, people often judge their past selves by what they know now.',
    'Shame tends to grow in silence. Thank you for putting some of it into words.',
  ],
  substance: [
    'Thank you for being honest about this. Drinking or using to cope is common, and noticing it is a real step.',
    'It sounds like substances have become a way to get through, and you are wondering about that.',
    'A slip or a relapse is not the end of the road. It sounds like you want things to be different.',
  ],
  loneliness: [
    'Feeling alone, even around people, is really painful.',
    'It sounds like you have been pretty isolated lately.',
    "Loneliness can make everything heavier. I'm glad you reached out here.",
  ],
  sleep: [
    'Not sleeping wears everything down: mood, patience, focus.',
    'It sounds like nights are hard right now.',
    "Bad nights are really common with trauma and stress, and they're exhausting.",
  ],
  anger: [
    'Anger often sits on top of something else, like hurt, fear or exhaustion.',
    "It sounds like your temper has been hard to manage, and that you don't like what it's doing.",
    "Feeling on a short fuse is a common part of living on high alert. It doesn't make you a bad person.",
  ],
  health: [
    'Health worries can take over your thoughts.',
    'Living with pain or a health scare is exhausting, in body and mind.',
    'It sounds like your health is on your mind a lot right now.',
  ],
  moral_injury: [
    'What you are describing sounds like it goes against who you are, and that kind of wound runs deep.',
    'Carrying something you did, saw or could not stop, that clashes with your values, is a heavy and real kind of injury.',
    'It takes courage to talk about this. Moral pain like this is something many veterans and first responders carry.',
  ],
  trauma: [
    'That sounds like your mind and body reacting to what you went through. It makes sense, even though it is hard.',
    'It sounds like memories of what happened are still very present.',
    "What you're describing is a common response to trauma. You are not going crazy.",
  ],
  anxiety: [
    'It sounds like worry has been running high for you.',
    'Feeling on edge like that is exhausting.',
    "It sounds like your body's alarm has been going off a lot.",
  ],
  low_mood: [
    'It sounds like things have felt heavy and flat lately.',
    "I'm sorry it's been so hard to feel like yourself.",
    'Low days like that are really draining.',
  ],
  identity: [
    'Questions about who you are can bring up a lot, and there is no rush to have them figured out.',
    'It sounds like you are working out something important about yourself.',
    'Who you are is worth exploring at your own pace.',
  ],
  habits: [
    'Changing a pattern is hard, and noticing it is where it starts.',
    'It sounds like there is something you would like to do differently.',
    'It sounds like you want to change how you are handling this.',
  ],
  therapy: [
    'Questions about therapy and treatment are worth asking, and you deserve care you trust.',
    'It sounds like you are thinking about what help looks like for you.',
    'Finding the right support can take a few tries.',
  ],
};

/** When no topic is clear: the person is heard without a guess. */
export const GENERAL_REFLECTIONS: readonly string[] = [
  "Thank you for telling me. I'd like to understand it better.",
  "I'm listening. It sounds like this matters to you.",
  "I hear you. There's no right way to say it.",
];

/** Added before the reflection when a feeling is clear from the words. */
export const FEELING_REFLECTIONS: Record<'anxious' | 'sad' | 'angry' | 'hopeful', string> = {
  anxious: 'That sounds stressful.',
  sad: 'That sounds really painful.',
  angry: 'That sounds really frustrating.',
  hopeful: "It's good to hear some hope in that.",
};

export const OPEN_QUESTIONS: readonly string[] = [
  'What feels hardest about it right now?',
  'Would you like to tell me more about what has been happening?',
  'How has this been affecting you day to day?',
  'What would help you most right now: talking it through, or trying something to ease it?',
  'When did you first notice it feeling this way?',
];

/** An off-topic request: one honest line about what the Assistant is for, and an invitation back. */
export const OFF_TOPIC_REPLIES: readonly string[] = [
  "That's outside what I'm made for: I'm here to support you with stress, trauma, mood and sleep, not general questions. Is anything on your mind today?",
  "I'm not the right place for that one; I'm built to help with how you're feeling and coping. How are things with you today?",
  "I can't help with that, honestly. What I can do is listen and offer tools for hard moments. How are you doing?",
];
