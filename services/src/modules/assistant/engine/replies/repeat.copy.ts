/** Opens a reply that would otherwise repeat the one before it word for word (the same summary asked for twice). */
export const REPEAT_OPENER = 'As I said just now:';
