/** Below this probability the listening reply names no topic: it reflects the feeling and asks an open question. */
export const TOPIC_CONFIDENT = 0.6;
