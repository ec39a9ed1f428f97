import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { CRISIS_REPLIES } from '@anchor/clinical';
import { AssistantApiPath, CHAT_MESSAGE_MAX_LENGTH, OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { CHAT_ROUTE, chatReply, CRISIS_MESSAGE, ordinaryText } from '../../../testing/chat-fakes';
import { ChatCopy } from '../copy';
import { preloadCrisisCheck } from '../crisis-check-loader';
import { formatCount } from '../message-limit';

const LIMIT = formatCount(CHAT_MESSAGE_MAX_LENGTH);
const messageBox = () => screen.getByRole('textbox', { name: ChatCopy.inputLabel });

describe('the message box near and past the length limit', () => {
  it('shows no counter below 80 % of the limit', async () => {
    installFakeFetch({});
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(messageBox());
    await user.paste(ordinaryText(Math.floor(CHAT_MESSAGE_MAX_LENGTH * 0.8) - 1));
    expect(screen.queryByText(new RegExp(` / ${LIMIT}$`))).not.toBeInTheDocument();
  });

  it('shows the count from 80 % of the limit, in a polite live region that describes the box', async () => {
    installFakeFetch({});
    const { user } = renderWithApp(<AssistantTab />);
    const length = Math.ceil(CHAT_MESSAGE_MAX_LENGTH * 0.85);
    await user.click(messageBox());
    await user.paste(ordinaryText(length));
    const count = screen.getByText(ChatCopy.lengthCount(formatCount(length), LIMIT));
    const note = count.parentElement as HTMLElement;
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(messageBox().getAttribute('aria-describedby')).toBe(note.id);
    await waitFor(() =>
      expect(messageBox()).toHaveAccessibleDescription(ChatCopy.lengthSpoken(formatCount(length), LIMIT)),
    );
  });

  it('keeps every character of a pasted text over the limit, says what to do, and does not send it', async () => {
    const { callsTo } = installFakeFetch({ [CHAT_ROUTE]: chatReply() });
    const { user } = renderWithApp(<AssistantTab />);
    const text = ordinaryText(CHAT_MESSAGE_MAX_LENGTH + 300);
    await user.click(messageBox());
    await user.paste(text);
    expect(messageBox()).toHaveValue(text);
    expect(screen.getByText(ChatCopy.overLimit(LIMIT))).toBeInTheDocument();
    expect(screen.getByText(ChatCopy.lengthCount(formatCount(text.length), LIMIT))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ChatCopy.send }));
    await user.keyboard('{Enter}');
    // The check (a lazy chunk) runs before the decision: let it load, then nothing has gone out and nothing is lost.
    await act(() => preloadCrisisCheck());
    expect(messageBox()).toHaveValue(text);
    expect(callsTo('POST', AssistantApiPath.chat)).toHaveLength(0);
    expect(within(screen.getByRole('log')).queryByText(text)).not.toBeInTheDocument();
  });

  it('sends a message over the limit whole when it asks for help, and gives crisis help when the server refuses it', async () => {
    const { callsTo } = installFakeFetch({
      [CHAT_ROUTE]: { status: 400, body: { statusCode: 400, message: 'message: too long', error: 'Bad Request' } },
    });
    const opened = jest.fn();
    window.addEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
    const { user } = renderWithApp(<AssistantTab />);
    const text = `${ordinaryText(CHAT_MESSAGE_MAX_LENGTH)} ${CRISIS_MESSAGE}. ${ordinaryText(400)}`;
    await user.click(messageBox());
    await user.paste(text);
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText(CRISIS_REPLIES.imminent)).toBeInTheDocument();
    expect(callsTo('POST', AssistantApiPath.chat)[0].body).toMatchObject({ message: text });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(within(log).getByText(text)).toBeInTheDocument();
    expect(within(log).queryByText(/Bad Request|statusCode/)).not.toBeInTheDocument();
    window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const { callsTo } = installFakeFetch({ [CHAT_ROUTE]: chatReply() });
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(messageBox(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('first line\nsecond line');
    expect(callsTo('POST', AssistantApiPath.chat)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await screen.findByText('Anxiety can make everything feel urgent.');
    expect(callsTo('POST', AssistantApiPath.chat)[0].body).toMatchObject({ message: 'first line\nsecond line' });
  });
});
