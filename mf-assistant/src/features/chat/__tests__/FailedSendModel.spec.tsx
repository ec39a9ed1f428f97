import { screen, within } from '@testing-library/react';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { CRISIS_REPLIES, loadCrisisModel } from '@anchor/clinical';
import { OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { CHAT_ROUTE, chatReply } from '../../../testing/chat-fakes';
import { ChatCopy } from '../copy';

// The trained model stands in with fixed scores: what matters here is when the chat asks for it and what it does
// with the answer, not the weights.
jest.mock('@anchor/clinical', () => ({
  ...jest.requireActual('@anchor/clinical'),
  loadCrisisModel: jest.fn(),
}));
const loadModel = jest.mocked(loadCrisisModel);
const modelScoring = (score: number) => loadModel.mockResolvedValue({ score: () => score });

/** Words no rule flags. */
const QUIET = 'everything is grey and I keep thinking about the bridge';
const messageBox = () => screen.getByRole('textbox', { name: ChatCopy.inputLabel });
const log = () => screen.getByRole('log', { name: ChatCopy.messagesLabel });

describe('the trained model after a failed send', () => {
  let opened: jest.Mock;
  beforeEach(() => {
    loadModel.mockReset();
    opened = jest.fn();
    window.addEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
  });
  afterEach(() => window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, opened));

  it('is not fetched while sends succeed', async () => {
    modelScoring(0.99);
    installFakeFetch({ [CHAT_ROUTE]: chatReply() });
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(messageBox(), `${QUIET}{Enter}`);
    await within(log()).findByText('Anxiety can make everything feel urgent.');
    expect(loadModel).not.toHaveBeenCalled();
  });

  it('brings crisis help when it reads risk the rules did not flag', async () => {
    modelScoring(0.99);
    installFakeFetch({});
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(messageBox(), `${QUIET}{Enter}`);
    expect(await within(log()).findByText(CRISIS_REPLIES.crisis)).toBeInTheDocument();
    expect(loadModel).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(within(log()).getByText(QUIET)).toBeInTheDocument();
  });

  it('asks the direct question when it is unsure, and leaves the error alone when it cannot be fetched', async () => {
    modelScoring(0.8);
    installFakeFetch({});
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(messageBox(), `${QUIET}{Enter}`);
    expect(await within(log()).findByText(CRISIS_REPLIES.concern)).toBeInTheDocument();

    loadModel.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(messageBox(), 'the weather is nice today{Enter}');
    expect(await screen.findAllByText(ChatCopy.unableToConnect)).toHaveLength(2);
    expect(within(log()).getAllByText(CRISIS_REPLIES.concern)).toHaveLength(1);
  });
});
