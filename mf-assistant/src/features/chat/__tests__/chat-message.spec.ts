import { ANALYSIS_MESSAGE_ID, assistantMessage, isSuppressedWelcome, type ChatMessage } from '../chat-message';

const thanks = "Thank you for trusting me with your answers. What's on your mind?";
const analysis: ChatMessage = { ...assistantMessage('Your total is 28 of 80.', 'insight'), id: ANALYSIS_MESSAGE_ID };
const greeting = assistantMessage('Hi, how are you?', 'support');

describe('a welcome after the analysis', () => {
  it("is suppressed when it contains 'Thank you for trusting me'", () => {
    expect(isSuppressedWelcome([greeting, analysis], assistantMessage(thanks, 'support', { welcome: true }))).toBe(
      true,
    );
  });

  it('is kept when it does not contain the phrase', () => {
    const other = assistantMessage('Welcome back. How are you doing?', 'support', { welcome: true });
    expect(isSuppressedWelcome([greeting, analysis], other)).toBe(false);
  });

  it('is kept when no analysis has been shown', () => {
    expect(isSuppressedWelcome([greeting], assistantMessage(thanks, 'support', { welcome: true }))).toBe(false);
  });

  it('applies to welcomes only, never to a reply to something the person said', () => {
    expect(isSuppressedWelcome([greeting, analysis], assistantMessage(thanks, 'support'))).toBe(false);
  });
});
