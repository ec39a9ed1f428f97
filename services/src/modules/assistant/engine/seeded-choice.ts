/** FNV-1a: a small, stable string hash (the same text always gives the same number). */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Picks one reply by a seeded hash, skipping ids already used in this conversation so the same
 * answer does not repeat until every variant has been used, and then takes the least recently used.
 */
export function chooseReply(
  replies: readonly string[],
  group: string,
  seed: string,
  used: readonly string[],
): { id: string; text: string } {
  const start = stableHash(`${seed}:${group}:${used.length}`) % replies.length;
  for (let offset = 0; offset < replies.length; offset += 1) {
    const index = (start + offset) % replies.length;
    const id = `${group}#${index}`;
    if (!used.includes(id)) return { id, text: replies[index] };
  }
  // Every variant has been used: the one used longest ago, so the latest never comes straight back.
  const lastUse = (index: number) => used.lastIndexOf(`${group}#${index}`);
  let oldest = start;
  for (let index = 0; index < replies.length; index += 1) if (lastUse(index) < lastUse(oldest)) oldest = index;
  return { id: `${group}#${oldest}`, text: replies[oldest] };
}
