import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, installFakeFetch, renderWithApp, type FakeAnswer } from '@anchor/app-runtime/testing';
import {
  AssistantApiPath,
  type CurrentConversation,
  type StoredConversation,
  type StoredExchange,
} from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { chatReply } from '../../../testing/chat-fakes';
import { ChatCopy } from '../../chat/copy';
import { HistoryCopy } from '../copy';

const CHAT = `POST ${AssistantApiPath.chat}`;
const CURRENT = `GET ${AssistantApiPath.currentConversation}`;
const ID = '2b8f6a52-3c1e-4d7a-9f0e-5a4b3c2d1e0f';
const CHECK_IN = [
  { label: 'Yes', value: 'Yes' },
  { label: 'No', value: 'No' },
];

const exchange = (id: number, message: string, response: string, extra: Partial<StoredExchange> = {}) =>
  ({
    id,
    conversationId: ID,
    message,
    response,
    type: 'support',
    crisisTier: 'none',
    source: 'chat',
    createdAt: '2026-03-02T10:00:00.000Z',
    buttons: [],
    link: null,
    ...extra,
  }) satisfies StoredExchange;

/** A conversation in which a check-in was answered and the next question is still open. */
const stored: StoredConversation = {
  conversationId: ID,
  crisisTier: 'concern',
  exchanges: [
    exchange(1, 'I keep replaying the crash', 'That sounds exhausting.'),
    exchange(2, 'nobody cares about me', 'Have you wished you were dead?', { type: 'question', buttons: CHECK_IN }),
    exchange(3, 'yeah', 'Have you had thoughts of killing yourself?', {
      type: 'question',
      crisisTier: 'concern',
      buttons: CHECK_IN,
    }),
  ],
};
const current = (conversation: StoredConversation | null): FakeAnswer => ({
  status: 200,
  body: { conversation } satisfies CurrentConversation,
});

/** The tab with a stand-in for another tab, to leave and come back as the home tabs do. */
function WithOtherTab() {
  const [assistant, setAssistant] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setAssistant((value) => !value)}>
        switch tab
      </button>
      {assistant ? <AssistantTab /> : <p>Resources</p>}
    </>
  );
}

describe('the conversation kept on the server', () => {
  it('opens with the stored conversation, its crisis help and the open question’s buttons, and goes on in it', async () => {
    const { callsTo } = installFakeFetch({ [CURRENT]: current(stored), [CHAT]: chatReply({ conversationId: ID }) });
    const { user } = renderWithApp(<AssistantTab />);
    const log = screen.getByRole('log', { name: ChatCopy.messagesLabel });
    expect(within(log).getByText(HistoryCopy.loading)).toBeInTheDocument();
    expect(await within(log).findByText('I keep replaying the crash')).toBeInTheDocument();
    expect(within(log).queryByText(HistoryCopy.loading)).not.toBeInTheDocument();
    expect(within(log).getByText(ChatCopy.welcome)).toBeInTheDocument();
    const [answeredYes, openYes] = within(log).getAllByRole('button', { name: 'Yes' });
    expect(answeredYes).toBeDisabled();
    expect(openYes).toBeEnabled();
    expect(within(log).getAllByRole('button', { name: ChatCopy.openCrisisPanel })).toHaveLength(1);

    await user.click(openYes);
    await within(log).findByText('Anxiety can make everything feel urgent.');
    const [call] = callsTo('POST', AssistantApiPath.chat);
    expect(call.body).toMatchObject({ message: 'Yes', userContext: { conversationId: ID } });
    expect((call.body as { conversationHistory: unknown[] }).conversationHistory).toHaveLength(6);
  });

  it('shows the conversation again after leaving the tab, and a new one stays new', async () => {
    const { callsTo } = installFakeFetch({ [CURRENT]: current(stored), [CHAT]: chatReply({ conversationId: 'n' }) });
    const { user } = renderWithApp(<WithOtherTab />);
    await screen.findByText('I keep replaying the crash');
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    expect(await screen.findByText('I keep replaying the crash')).toBeInTheDocument();
    expect(callsTo('GET', AssistantApiPath.currentConversation)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: HistoryCopy.newConversation }));
    expect(screen.queryByText('I keep replaying the crash')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    expect(screen.getByText(ChatCopy.welcome)).toBeInTheDocument();
    expect(screen.queryByText('I keep replaying the crash')).not.toBeInTheDocument();
    expect(callsTo('GET', AssistantApiPath.currentConversation)).toHaveLength(2);

    await user.type(screen.getByPlaceholderText(ChatCopy.inputPlaceholder), 'A fresh start{Enter}');
    await screen.findByText('Anxiety can make everything feel urgent.');
    const [call] = callsTo('POST', AssistantApiPath.chat);
    expect(call.body).toMatchObject({ message: 'A fresh start', conversationHistory: expect.any(Array) });
    expect((call.body as { userContext: object }).userContext).toEqual({ source: 'chat' });
  });

  it('says so when the conversation cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    installFakeFetch({ [CURRENT]: () => (fail ? { status: 503, body: {} } : current(stored)) });
    const { user } = renderWithApp(<AssistantTab />);
    expect(await screen.findByText(HistoryCopy.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: HistoryCopy.loadAgain }));
    expect(await screen.findByText('I keep replaying the crash')).toBeInTheDocument();
    expect(screen.queryByText(HistoryCopy.loadFailed)).not.toBeInTheDocument();
  });

  it('keeps the message the person sent while the stored conversation was on its way', async () => {
    const held = deferred<FakeAnswer>();
    installFakeFetch({ [CURRENT]: () => held.promise, [CHAT]: chatReply({ conversationId: 'n' }) });
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(screen.getByPlaceholderText(ChatCopy.inputPlaceholder), 'Hello{Enter}');
    await screen.findByText('Anxiety can make everything feel urgent.');
    held.resolve(current(stored));
    await waitFor(() => expect(screen.queryByText(HistoryCopy.loading)).not.toBeInTheDocument());
    expect(screen.queryByText('I keep replaying the crash')).not.toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
