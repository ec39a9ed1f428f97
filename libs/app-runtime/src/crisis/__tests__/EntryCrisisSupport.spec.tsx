import { OPEN_CRISIS_PANEL_EVENT, type CrisisCheck } from '@anchor/contracts';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/render-with-app';
import { EntryCrisisCopy } from '../copy';
import { EntryCrisisSupport, offersCrisisSupport } from '../EntryCrisisSupport';

const check = (crisisTier: CrisisCheck['crisisTier'], crisisUncertain = false): CrisisCheck => ({
  crisisTier,
  crisisUncertain,
});

function listenForCrisisPanel() {
  const opened = jest.fn();
  window.addEventListener(OPEN_CRISIS_PANEL_EVENT, opened);
  return { opened, stop: () => window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, opened) };
}

describe('EntryCrisisSupport', () => {
  it('is offered for a flagged or unsure check only', () => {
    expect(offersCrisisSupport(check('none'))).toBe(false);
    expect(offersCrisisSupport(null)).toBe(false);
    expect(offersCrisisSupport(check('none', true))).toBe(true);
    expect(offersCrisisSupport(check('concern'))).toBe(true);
    expect(offersCrisisSupport(check('imminent'))).toBe(true);
  });

  it('offers support gently for a concern, with the crisis lines, and takes the focus without opening the panel', () => {
    const panel = listenForCrisisPanel();
    renderWithApp(<EntryCrisisSupport check={check('concern')} onDismiss={jest.fn()} />);
    const card = screen.getByRole('complementary', { name: EntryCrisisCopy.title });
    expect(card).toHaveTextContent(EntryCrisisCopy.gentle);
    expect(card).not.toHaveTextContent(EntryCrisisCopy.urgent);
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.getByRole('link', { name: /^Text HOME to 741741/ })).toHaveAttribute('href', 'sms:741741?body=HOME');
    expect(screen.getByRole('link', { name: /^Call 911/ })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('heading', { name: EntryCrisisCopy.title })).toHaveFocus();
    expect(panel.opened).not.toHaveBeenCalled();
    panel.stop();
  });

  it('asks the person to reach out now for a crisis, and opens the crisis panel on request', async () => {
    const panel = listenForCrisisPanel();
    const { user } = renderWithApp(<EntryCrisisSupport check={check('crisis')} onDismiss={jest.fn()} />);
    expect(screen.getByRole('complementary', { name: EntryCrisisCopy.title })).toHaveTextContent(
      EntryCrisisCopy.urgent,
    );
    expect(panel.opened).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: EntryCrisisCopy.openCrisisPanel }));
    expect(panel.opened).toHaveBeenCalledTimes(1);
    panel.stop();
  });

  it('opens the crisis panel at once for an imminent risk', () => {
    const panel = listenForCrisisPanel();
    renderWithApp(<EntryCrisisSupport check={check('imminent')} onDismiss={jest.fn()} />);
    expect(panel.opened).toHaveBeenCalled();
    expect(screen.getByRole('complementary', { name: EntryCrisisCopy.title })).toHaveTextContent(
      EntryCrisisCopy.urgent,
    );
    panel.stop();
  });

  it('is reachable by keyboard and dismissed with its own button', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithApp(<EntryCrisisSupport check={check('none', true)} onDismiss={onDismiss} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveFocus();
    screen.getByRole('button', { name: EntryCrisisCopy.dismiss }).focus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
