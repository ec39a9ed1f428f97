/*
 * Text a person typed and has not sent, per text box, kept in this page's memory for the signed-in person: it
 * survives the box leaving the screen (another tab, a session that ended and the sign-in that follows) and is
 * gone on reload. Never in browser storage: what people write here is often about their health.
 */
let owner: number | null = null;
const texts = new Map<string, string>();

export function keepText(userId: number | null, key: string, text: string): void {
  if (userId === null) return;
  if (owner !== userId) {
    texts.clear();
    owner = userId;
  }
  if (text) texts.set(key, text);
  else texts.delete(key);
}

/** Another person signing in on this page finds nothing of the last one's. */
export function keptText(userId: number | null, key: string): string {
  return userId !== null && userId === owner ? (texts.get(key) ?? '') : '';
}

/** Signing out leaves nothing behind. */
export function forgetKeptTexts(): void {
  texts.clear();
  owner = null;
}
