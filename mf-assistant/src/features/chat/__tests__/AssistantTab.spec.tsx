import { act, screen, waitFor, within } from '@testing-library/react';
import { deferred, installFakeFetch, renderWithApp, type FakeAnswer } from '@anchor/app-runtime/testing';
import {
  AssistantApiPath,
  OPEN_CRISIS_PANEL_EVENT,
  type ChatResponse,
  type MoodAnalysis,
  type VoiceAnalysis,
} from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { AnalysisCopy, ChatCopy } from '../copy';

const CHAT = `POST ${AssistantApiPath.chat}`;
const reply = (overrides: Partial<ChatResponse> = {}): FakeAnswer => ({
  status: 200,
  body: {
    response: 'Anxiety can make everything feel urgent.',
    type: 'support',
    conversationId: 'x',
    stage: 'initial',
    crisisTier: 'none',
    openCrisisPanel: false,
    buttons: [{ label: 'Try breathing', value: "Let's try breathing" }],
    link: null,
    engine: 'offline',
    ...overrides,
  } satisfies ChatResponse,
});

describe('AssistantTab', () => {
  it('shows the frame, the welcome, the AI notice, the chips and the footer', () => {
    installFakeFetch({});
    const { container } = renderWithApp(<AssistantTab />);
    expect(container.querySelector('[data-remote="mf_assistant"][data-build]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ChatCopy.title })).toBeInTheDocument();
    expect(screen.getByText(ChatCopy.online)).toBeInTheDocument();
    expect(screen.getByText(ChatCopy.secure)).toBeInTheDocument();
    for (const question of ChatCopy.quickQuestions)
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: ChatCopy.messagesLabel });
    expect(within(log).getByText(ChatCopy.welcome)).toBeInTheDocument();
    expect(within(log).getByText(ChatCopy.aiNotice)).toBeInTheDocument();
    expect(screen.getByText(ChatCopy.footer)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ChatCopy.microphone }).querySelector('svg')).toBeInTheDocument();
  });

  it('sends a chip with the last six messages, shows typing, then the reply with its badge and buttons', async () => {
    const held = deferred<FakeAnswer>();
    const { callsTo } = installFakeFetch({ [CHAT]: () => held.promise });
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(screen.getByRole('button', { name: "I'm feeling anxious" }));
    expect(await screen.findByText(ChatCopy.typing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ChatCopy.send })).toBeDisabled();
    held.resolve(reply());
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Anxiety can make everything feel urgent.')).toBeInTheDocument();
    expect(within(log).getAllByText('support').length).toBeGreaterThan(0);
    expect(within(log).getByRole('button', { name: 'Try breathing' })).toBeEnabled();
    const [call] = callsTo('POST', AssistantApiPath.chat);
    expect(call.body).toMatchObject({ message: "I'm feeling anxious", userContext: { source: 'chat' } });
    expect((call.body as { conversationHistory: unknown[] }).conversationHistory).toHaveLength(2);
  });

  it('sends with Enter, ignores blank text and a second send while one is in flight', async () => {
    const held = deferred<FakeAnswer>();
    const { callsTo } = installFakeFetch({ [CHAT]: () => held.promise });
    const { user } = renderWithApp(<AssistantTab />);
    const input = screen.getByPlaceholderText(ChatCopy.inputPlaceholder);
    await user.type(input, '   {Enter}');
    expect(callsTo('POST', AssistantApiPath.chat)).toHaveLength(0);
    expect(screen.getByRole('button', { name: ChatCopy.send })).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'hello{Enter}');
    await user.type(input, 'again{Enter}');
    expect(callsTo('POST', AssistantApiPath.chat)).toHaveLength(1);
    held.resolve(reply());
    await screen.findByText('Anxiety can make everything feel urgent.');
  });

  it('shows the sign-in sentence on 401 and the connection toast', async () => {
    installFakeFetch({
      [CHAT]: { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: ChatCopy.unauthorized } },
    });
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(screen.getByRole('button', { name: 'Show my progress' }));
    expect(await within(screen.getByRole('log')).findByText(ChatCopy.unauthorized)).toBeInTheDocument();
    expect(await screen.findByText(ChatCopy.connectionErrorTitle)).toBeInTheDocument();
  });

  it('says it cannot connect when the network fails', async () => {
    installFakeFetch({});
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(screen.getByRole('button', { name: 'Show my progress' }));
    expect(await within(screen.getByRole('log')).findByText(ChatCopy.unableToConnect)).toBeInTheDocument();
  });

  it('opens the crisis panel when a crisis reply says so', async () => {
    installFakeFetch({
      [CHAT]: reply({
        response: 'Please reach out for help right now.',
        crisisTier: 'imminent',
        openCrisisPanel: true,
        engine: 'safety',
        buttons: [],
      }),
    });
    const opened = jest.fn();
    window.addEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(screen.getByPlaceholderText(ChatCopy.inputPlaceholder), 'I want to die tonight{Enter}');
    await screen.findByText('Please reach out for help right now.');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: ChatCopy.openCrisisPanel })).toBeInTheDocument();
    window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
  });

  it('analyses a typed message after the reply and tells the mood when confident', async () => {
    const { callsTo } = installFakeFetch({
      [CHAT]: reply(),
      [`POST ${AssistantApiPath.analyzeMood}`]: {
        status: 200,
        body: { mood: 'anxious', confidence: 84, crisisTier: 'none' } satisfies MoodAnalysis,
      },
    });
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(screen.getByPlaceholderText(ChatCopy.inputPlaceholder), 'I am so anxious{Enter}');
    expect(await screen.findByText(AnalysisCopy.moodDetected('anxious'))).toBeInTheDocument();
    const [call] = callsTo('POST', AssistantApiPath.analyzeMood);
    // The conversation the server named in its reply (a new conversation's first message goes without an id).
    expect(call.body).toEqual({ text: 'I am so anxious', source: 'assistant', conversationId: 'x' });
    expect(callsTo('POST', AssistantApiPath.voiceAnalysis)).toHaveLength(0);
  });

  it('sends a spoken transcript to the chat, the mood and the voice analysis, with the voice toasts', async () => {
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      onspeechstart: (() => void) | null = null;
      onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
      onerror: (() => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        instances.push(this);
      }
      stop() {}
    }
    const instances: FakeRecognition[] = [];
    Object.assign(window, { SpeechRecognition: FakeRecognition });
    const { callsTo } = installFakeFetch({
      [CHAT]: reply(),
      [`POST ${AssistantApiPath.analyzeMood}`]: {
        status: 200,
        body: { mood: 'neutral', confidence: 0, crisisTier: 'concern' } satisfies MoodAnalysis,
      },
      [`POST ${AssistantApiPath.voiceAnalysis}`]: {
        status: 200,
        body: {
          mentalHealthFlags: ['hopelessness'],
          anxietyLevel: 8,
          depressionLevel: 9,
          ptsdIndicators: ['nightmares', 'flashbacks'],
          crisisTier: 'concern',
        } satisfies VoiceAnalysis,
      },
    });
    const opened = jest.fn();
    window.addEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(screen.getByRole('button', { name: ChatCopy.microphone }));
    const [recognition] = instances;
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false });
    act(() =>
      recognition.onresult?.({ results: [[{ transcript: 'the nightmares are back and nothing will change' }]] }),
    );
    // One toast shows at a time; the wellness check is the one left showing.
    expect(await screen.findByText(AnalysisCopy.wellnessCheckTitle)).toBeInTheDocument();
    expect(screen.queryByText(/Mood detected/)).not.toBeInTheDocument();
    expect(callsTo('POST', AssistantApiPath.chat)[0].body).toMatchObject({
      message: 'the nightmares are back and nothing will change',
      userContext: { source: 'voice' },
    });
    expect(callsTo('POST', AssistantApiPath.analyzeMood)[0].body).toMatchObject({ source: 'voice' });
    expect(callsTo('POST', AssistantApiPath.voiceAnalysis)[0].body).toMatchObject({
      transcription: 'the nightmares are back and nothing will change',
    });
    expect(opened).toHaveBeenCalled();
    window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
    Reflect.deleteProperty(window, 'SpeechRecognition');
  });
});
