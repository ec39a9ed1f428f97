import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, renderWithApp, type FakeAnswer } from '@anchor/app-runtime/testing';
import {
  AssistantApiPath,
  withId,
  type ConversationSummary,
  type CurrentConversation,
  type StoredConversation,
} from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { ChatCopy } from '../../chat/copy';
import { HistoryCopy } from '../copy';

const LATEST = '11111111-1111-4111-8111-111111111111';
const OLDER = '22222222-2222-4222-8222-222222222222';

const conversation = (conversationId: string, message: string): StoredConversation => ({
  conversationId,
  crisisTier: 'none',
  exchanges: [
    {
      id: conversationId === LATEST ? 2 : 1,
      conversationId,
      message,
      response: `About: ${message}`,
      type: 'support',
      crisisTier: 'none',
      source: 'chat',
      createdAt: '2026-03-02T10:00:00.000Z',
      buttons: [],
      link: null,
    },
  ],
});
const summary = (conversationId: string, firstWords: string, exchangeCount: number): ConversationSummary => ({
  conversationId,
  startedAt: '2026-03-01T09:00:00.000Z',
  lastMessageAt: conversationId === LATEST ? '2026-03-02T10:00:00.000Z' : '2026-03-01T09:30:00.000Z',
  firstWords,
  exchangeCount,
  crisisTier: 'none',
});

function installHistory() {
  let summaries = [summary(LATEST, 'Work is piling up', 6), summary(OLDER, 'Nightmares again', 1)];
  const fake = installFakeFetch({
    [`GET ${AssistantApiPath.currentConversation}`]: {
      status: 200,
      body: { conversation: conversation(LATEST, 'Work is piling up') } satisfies CurrentConversation,
    },
    [`GET ${AssistantApiPath.conversationSummaries}`]: () => ({ status: 200, body: summaries }),
    [`GET ${withId(AssistantApiPath.conversation, OLDER)}`]: {
      status: 200,
      body: conversation(OLDER, 'Nightmares again'),
    },
    [`DELETE ${withId(AssistantApiPath.conversation, LATEST)}`]: (): FakeAnswer => {
      summaries = summaries.filter((item) => item.conversationId !== LATEST);
      return { status: 204 };
    },
  });
  return fake;
}

describe('past conversations in the Assistant tab', () => {
  it('lists each conversation with its date, first words and count, and opens one by keyboard', async () => {
    installHistory();
    const { user } = renderWithApp(<AssistantTab />);
    const log = screen.getByRole('log', { name: ChatCopy.messagesLabel });
    await within(log).findByText('Work is piling up');
    const toggle = screen.getByRole('button', { name: HistoryCopy.pastConversations });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Work is piling up');
    expect(items[0]).toHaveTextContent(HistoryCopy.messageCount(12));
    expect(items[0]).toHaveTextContent(HistoryCopy.onScreen);
    expect(items[1]).toHaveTextContent('Nightmares again');
    expect(items[1]).toHaveTextContent(HistoryCopy.messageCount(2));
    expect(within(items[1]).getByRole('time')).toHaveAttribute('dateTime', '2026-03-01T09:30:00.000Z');

    within(items[1])
      .getByRole('button', { name: /^Open the conversation of/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(await within(log).findByText('Nightmares again')).toBeInTheDocument();
    expect(within(log).queryByText('Work is piling up')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('deletes a conversation only after asking, and starts a new one when it was on screen', async () => {
    const { callsTo } = installHistory();
    const { user } = renderWithApp(<AssistantTab />);
    const log = screen.getByRole('log', { name: ChatCopy.messagesLabel });
    await within(log).findByText('Work is piling up');
    await user.click(screen.getByRole('button', { name: HistoryCopy.pastConversations }));
    const [first] = within(await screen.findByRole('list')).getAllByRole('listitem');

    await user.click(within(first).getByRole('button', { name: /^Delete the conversation of/ }));
    const dialog = screen.getByRole('dialog', { name: HistoryCopy.confirmTitle });
    expect(within(dialog).getByRole('button', { name: HistoryCopy.cancel })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE', withId(AssistantApiPath.conversation, LATEST))).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: /^Delete the conversation of/ }));
    await user.click(screen.getByRole('button', { name: HistoryCopy.confirmDelete }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo('DELETE', withId(AssistantApiPath.conversation, LATEST))).toHaveLength(1);
    expect(await screen.findByText(HistoryCopy.deletedTitle)).toBeInTheDocument();
    expect(within(log).queryByText('Work is piling up')).not.toBeInTheDocument();
    expect(within(log).getByText(ChatCopy.welcome)).toBeInTheDocument();
  });

  it('says when there are no conversations yet', async () => {
    installFakeFetch({
      [`GET ${AssistantApiPath.currentConversation}`]: { status: 200, body: { conversation: null } },
      [`GET ${AssistantApiPath.conversationSummaries}`]: { status: 200, body: [] },
    });
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(screen.getByRole('button', { name: HistoryCopy.pastConversations }));
    expect(await screen.findByText(HistoryCopy.empty)).toBeInTheDocument();
  });
});
