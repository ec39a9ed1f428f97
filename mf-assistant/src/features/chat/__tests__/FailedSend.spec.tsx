import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, renderWithApp, type FakeRoute } from '@anchor/app-runtime/testing';
import { CRISIS_REPLIES } from '@anchor/clinical';
import { AssistantApiPath, OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { CHAT_ROUTE, chatReply, CRISIS_MESSAGE } from '../../../testing/chat-fakes';
import { ChatCopy } from '../copy';

const messageBox = () => screen.getByRole('textbox', { name: ChatCopy.inputLabel });
const log = () => screen.getByRole('log', { name: ChatCopy.messagesLabel });

const FAILURES: Array<[string, Record<string, FakeRoute>, string]> = [
  ['the network is down', {}, ChatCopy.unableToConnect],
  [
    'the server fails',
    { [CHAT_ROUTE]: { status: 500, body: { statusCode: 500, message: 'Internal server error' } } },
    ChatCopy.failedResponse,
  ],
  [
    'the server refuses the request',
    { [CHAT_ROUTE]: { status: 400, body: { statusCode: 400, message: 'message: Invalid', error: 'Bad Request' } } },
    ChatCopy.failedResponse,
  ],
];

describe('a chat message whose send fails', () => {
  let opened: jest.Mock;
  beforeEach(() => {
    opened = jest.fn();
    window.addEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
  });
  afterEach(() => window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, opened));

  it.each(FAILURES)(
    'gets crisis help and the crisis panel when it asks for help and %s, and stays on screen',
    async (_, routes, sentence) => {
      installFakeFetch(routes);
      const { user } = renderWithApp(<AssistantTab />);
      await user.type(messageBox(), `${CRISIS_MESSAGE}{Enter}`);
      expect(await within(log()).findByText(CRISIS_REPLIES.imminent)).toBeInTheDocument();
      expect(opened).toHaveBeenCalledTimes(1);
      const mine = within(log()).getByText(CRISIS_MESSAGE).closest('article') as HTMLElement;
      expect(within(mine).getByText(ChatCopy.notSent)).toBeInTheDocument();
      expect(within(log()).getByText(sentence)).toBeInTheDocument();
      expect(within(log()).getByRole('button', { name: ChatCopy.openCrisisPanel })).toBeInTheDocument();
      expect(within(log()).getByRole('button', { name: ChatCopy.tryAgain })).toBeEnabled();
      expect(screen.queryByText(ChatCopy.connectionErrorTitle)).not.toBeInTheDocument();
    },
  );

  it('gets a sentence a person reads (never the server JSON), the Connection Error toast, and no crisis panel when ordinary', async () => {
    installFakeFetch(FAILURES[1][1]);
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(messageBox(), 'Work was hard today{Enter}');
    expect(await within(log()).findByText(ChatCopy.failedResponse)).toBeInTheDocument();
    expect(await screen.findByText(ChatCopy.connectionErrorTitle)).toBeInTheDocument();
    expect(screen.queryByText(/statusCode|Internal server error/)).not.toBeInTheDocument();
    expect(within(log()).getByText('Work was hard today')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('is sent again, without the failed copy in its context, by Try again, which then stops acting', async () => {
    let calls = 0;
    const { callsTo } = installFakeFetch({
      [CHAT_ROUTE]: () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { statusCode: 503 } } : chatReply();
      },
    });
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(messageBox(), 'Work was hard today{Enter}');
    await user.click(await within(log()).findByRole('button', { name: ChatCopy.tryAgain }));
    expect(await within(log()).findByText('Anxiety can make everything feel urgent.')).toBeInTheDocument();
    const [, retried] = callsTo('POST', AssistantApiPath.chat);
    expect(retried.body).toMatchObject({ message: 'Work was hard today' });
    const context = (retried.body as { conversationHistory: Array<{ content: string }> }).conversationHistory;
    expect(context.map((item) => item.content)).not.toContain('Work was hard today');
    await waitFor(() => expect(within(log()).getByRole('button', { name: ChatCopy.tryAgain })).toBeDisabled());
  });

  it('keeps what the person is typing when an earlier message is sent again', async () => {
    let calls = 0;
    installFakeFetch({
      [CHAT_ROUTE]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : chatReply();
      },
    });
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(messageBox(), 'Work was hard today{Enter}');
    const retry = await within(log()).findByRole('button', { name: ChatCopy.tryAgain });
    await user.type(messageBox(), 'and I could not sleep');
    await user.click(retry);
    await within(log()).findByText('Anxiety can make everything feel urgent.');
    expect(messageBox()).toHaveValue('and I could not sleep');
  });
});
