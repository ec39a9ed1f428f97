import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { AssistantApiPath } from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { CHAT_ROUTE, chatReply } from '../../../testing/chat-fakes';
import { ChatCopy } from '../copy';

const QUESTION = 'Have you had any actual thoughts of killing yourself?';
const NEXT = 'Thank you for answering.';
const YES_NO = [
  { label: 'Yes', value: 'Yes' },
  { label: 'No', value: 'No' },
];

/** The first message gets a question with Yes and No; every later one gets an answer without buttons. */
function questionThenAnswer() {
  let calls = 0;
  return installFakeFetch({
    [CHAT_ROUTE]: () => {
      calls += 1;
      return calls === 1
        ? chatReply({ response: QUESTION, type: 'question', engine: 'safety', buttons: YES_NO })
        : chatReply({ response: NEXT, engine: 'safety' });
    },
  });
}

const log = () => screen.getByRole('log', { name: ChatCopy.messagesLabel });
const questionMessage = () => within(log()).getByText(QUESTION).closest('article') as HTMLElement;

describe("a question's answer buttons", () => {
  it('are real buttons reached with the keyboard, and one press sends the answer as the next message', async () => {
    const { callsTo } = questionThenAnswer();
    const { user } = renderWithApp(<AssistantTab />);
    await user.type(screen.getByRole('textbox', { name: ChatCopy.inputLabel }), 'I keep thinking about it{Enter}');
    const no = await within(log()).findByRole('button', { name: 'No' });
    await waitFor(() => expect(no).toBeEnabled());
    no.focus();
    await user.keyboard('{Enter}');
    expect(await within(log()).findByText(NEXT)).toBeInTheDocument();
    expect(callsTo('POST', AssistantApiPath.chat)[1].body).toMatchObject({ message: 'No' });
    const mine = within(log()).getAllByText('No', { selector: 'p' });
    expect(mine).toHaveLength(1);
  });

  it('stop acting once the question is answered, by a tap or in words', async () => {
    const { callsTo } = questionThenAnswer();
    const { user } = renderWithApp(<AssistantTab />);
    const box = screen.getByRole('textbox', { name: ChatCopy.inputLabel });
    await user.type(box, 'I keep thinking about it{Enter}');
    await within(log()).findByText(QUESTION);
    await user.type(box, 'not really, no{Enter}');
    expect(await within(log()).findByText(NEXT)).toBeInTheDocument();
    expect(callsTo('POST', AssistantApiPath.chat)[1].body).toMatchObject({ message: 'not really, no' });
    for (const button of within(questionMessage()).getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(within(questionMessage()).getByRole('button', { name: 'Yes' }));
    expect(callsTo('POST', AssistantApiPath.chat)).toHaveLength(2);
  });
});
