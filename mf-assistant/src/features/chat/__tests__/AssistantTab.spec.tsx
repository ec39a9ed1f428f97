import { screen, within } from '@testing-library/react';
import AssistantTab from '../../../exposed/AssistantTab';
import { ChatCopy } from '../copy';
import { renderWithApp } from '@anchor/app-runtime/testing';

describe('AssistantTab', () => {
  it('shows the assistant frame with its welcome message, chips and footer', () => {
    const { container } = renderWithApp(<AssistantTab />);
    expect(container.querySelector('[data-remote="mf_assistant"][data-build]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ChatCopy.title })).toBeInTheDocument();
    expect(screen.getByText(ChatCopy.online)).toBeInTheDocument();
    expect(screen.getByText(ChatCopy.secure)).toBeInTheDocument();
    for (const question of ChatCopy.quickQuestions) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
    const log = screen.getByRole('log', { name: ChatCopy.messagesLabel });
    expect(within(log).getByText(ChatCopy.assistantName)).toBeInTheDocument();
    expect(within(log).getByText(ChatCopy.welcome)).toBeInTheDocument();
    expect(screen.getByText(ChatCopy.footer)).toBeInTheDocument();
  });

  it('lets a chip fill the message box but does not pretend to send', async () => {
    const { user } = renderWithApp(<AssistantTab />);
    const input = screen.getByPlaceholderText(ChatCopy.inputPlaceholder);
    await user.click(screen.getByRole('button', { name: "I'm feeling anxious" }));
    expect(input).toHaveValue("I'm feeling anxious");
    const send = screen.getByRole('button', { name: ChatCopy.send });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(ChatCopy.notYet);
    expect(screen.getByRole('button', { name: ChatCopy.microphone })).toBeDisabled();
  });
});
