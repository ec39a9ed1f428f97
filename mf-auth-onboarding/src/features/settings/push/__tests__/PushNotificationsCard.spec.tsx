import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute, installFakePush, renderWithApp } from '@anchor/app-runtime/testing';
import { DAILY_REMINDERS, dailyReminderOf, type MedicationView } from '@anchor/contracts';
import { PushCopy } from '../copy';
import { PushNotificationsCard } from '../PushNotificationsCard';
import { aSchedule, reminderList } from './reminder-fixtures';

const mood = dailyReminderOf('mood_check');
const tips = dailyReminderOf('wellness_tip');
const vitamin = aSchedule({ id: 5, kind: 'medication', time: '08:00', medicationId: 3, medicationName: 'Vitamin D' });

const sertralineView: MedicationView = {
  id: 4,
  name: 'Sertraline',
  dosage: null,
  times: ['08:00'],
  remindersPaused: false,
  createdAt: '2026-11-21T00:00:00.000Z',
};

const renderCard = (routes: Record<string, FakeRoute> = {}, items = [vitamin]) => {
  const fake = installFakeFetch({ 'GET /api/reminders': { status: 200, body: reminderList(items) }, ...routes });
  return { ...renderWithApp(<PushNotificationsCard />), ...fake };
};

const toastNamed = async (title: string) =>
  (await screen.findByText(title)).closest('[role="alert"], [role="status"]') as HTMLElement;

describe('PushNotificationsCard', () => {
  let uninstallPush: (() => void) | undefined;
  afterEach(() => {
    uninstallPush?.();
    uninstallPush = undefined;
    jest.restoreAllMocks();
  });
  const pushOn = () => (uninstallPush = installFakePush({ permission: 'granted', subscribed: true }).uninstall);

  it("binds the switches to the server's schedules and lists medication reminders", async () => {
    renderCard({}, [aSchedule({ id: 1, kind: 'mood_check', time: '07:30' }), vitamin]);

    expect(await screen.findByRole('switch', { name: mood.copy.label })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: PushCopy.medicationReminders })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: tips.copy.label })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText(mood.copy.timeLabel)).toHaveValue('07:30');
    expect(screen.getByLabelText(PushCopy.medicationTime)).toHaveValue('08:00');
    const list = screen.getByRole('list', { name: PushCopy.scheduledMedications });
    expect(within(list).getByText('Vitamin D at 08:00')).toBeInTheDocument();
    expect(screen.getByText(PushCopy.inAppNote)).toBeInTheDocument();
  });

  it("lists the switches in the spec's order: Daily Mood Check, Medication Reminders, Wellness Tips", async () => {
    renderCard();
    await screen.findByRole('switch', { name: mood.copy.label });
    const switches = screen.getAllByRole('switch');
    const position = (name: string) => switches.indexOf(screen.getByRole('switch', { name }));
    expect(position(mood.copy.label)).toBeLessThan(position(PushCopy.medicationReminders));
    expect(position(PushCopy.medicationReminders)).toBeLessThan(position(tips.copy.label));
  });

  it('starts the mood check at 09:00 when none is scheduled', async () => {
    renderCard({}, []);
    expect(await screen.findByLabelText(mood.copy.timeLabel)).toHaveValue('09:00');
    expect(screen.getByRole('switch', { name: mood.copy.label })).toHaveAttribute('aria-checked', 'false');
  });

  it('lets a medication reminder be scheduled with push off, saying the bell delivers it', async () => {
    const { user } = renderCard();
    const name = await screen.findByPlaceholderText(PushCopy.medicationNamePlaceholder);
    await user.type(name, 'Sertraline');

    expect(screen.getByRole('button', { name: PushCopy.scheduleMedication })).toBeEnabled();
    // Under every Schedule button: each daily kind's and the medication's.
    expect(screen.getAllByText(PushCopy.bellDelivers)).toHaveLength(DAILY_REMINDERS.length + 1);
  });

  it('schedules the daily mood check and its next occurrence with push off, saying the bell delivers it', async () => {
    const { user, callsTo } = renderCard({
      'PUT /api/reminders/daily/mood_check': { status: 200, body: { schedule: aSchedule({ time: '07:45' }) } },
      'POST /api/notifications/schedule': { status: 201, body: {} },
    });
    const time = await screen.findByLabelText(mood.copy.timeLabel);
    await user.clear(time);
    await user.type(time, '07:45');
    expect(screen.getByText(PushCopy.dailyFrom('07:45'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mood.copy.scheduleLabel }));

    expect(await screen.findByText(mood.copy.scheduled)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/reminders/daily/mood_check')).toHaveLength(1);
    const posted = callsTo('POST', '/api/notifications/schedule');
    expect(posted).toHaveLength(1);
    const today = new Date();
    today.setHours(7, 45, 0, 0);
    // The spec's call: title, body, type, scheduled and data with checkType daily_mood. A time already past
    // today is the server's to move to tomorrow, where the daily schedule's first occurrence is too.
    expect(posted[0].body).toEqual({
      title: mood.copy.title,
      body: mood.copy.body,
      type: 'mood_check',
      scheduled: today.toISOString(),
      data: { checkType: 'daily_mood' },
    });
    expect(screen.getAllByText(PushCopy.bellDelivers).length).toBeGreaterThan(0);
  });

  it('says "Failed to schedule" when the one-off mood check is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderCard({
      'PUT /api/reminders/daily/mood_check': { status: 200, body: { schedule: aSchedule() } },
      'POST /api/notifications/schedule': { status: 500, body: { message: 'Boom' } },
    });
    await user.click(await screen.findByRole('button', { name: mood.copy.scheduleLabel }));

    const toast = await toastNamed(PushCopy.scheduleFailed);
    expect(within(toast).getByText(mood.copy.scheduleFailed)).toBeInTheDocument();
  });

  it('turns the Medication Reminders switch on and off, saving each flip', async () => {
    const { user, callsTo } = renderCard(
      { 'PUT /api/reminders/medications': { status: 200, body: { enabled: true } } },
      [],
    );
    const medications = await screen.findByRole('switch', { name: PushCopy.medicationReminders });
    expect(medications).toHaveAttribute('aria-checked', 'false');

    await user.click(medications);
    expect(medications).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText(PushCopy.medicationName)).toHaveFocus();
    // The switch waits for its save to be answered before it takes the next flip (slow machines answer late).
    await waitFor(() => expect(medications).toBeEnabled());
    await user.click(medications);
    expect(medications).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(callsTo('PUT', '/api/reminders/medications')).toHaveLength(2));
    expect(callsTo('PUT', '/api/reminders/medications').map((call) => call.body)).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
  });

  it('keeps the medication Schedule button disabled with push on but a blank name', async () => {
    pushOn();
    const { user } = renderCard();
    await screen.findByText(PushCopy.pushEnabled);
    const button = screen.getByRole('button', { name: PushCopy.scheduleMedication });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText(PushCopy.medicationName), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(PushCopy.medicationName), 'Sertraline');
    expect(button).toBeEnabled();
  });

  it('schedules the mood check with its time and the browser time zone, and says so', async () => {
    const { user, callsTo } = renderCard({
      'PUT /api/reminders/daily/mood_check': { status: 200, body: { schedule: aSchedule({ time: '10:15' }) } },
      'POST /api/notifications/schedule': { status: 201, body: {} },
    });
    const time = await screen.findByLabelText(mood.copy.timeLabel);
    await user.clear(time);
    await user.type(time, '10:15');
    await user.click(screen.getByRole('button', { name: mood.copy.scheduleLabel }));

    expect(await screen.findByText(mood.copy.scheduled)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/reminders/daily/mood_check')[0].body).toEqual({
      enabled: true,
      time: '10:15',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says "Failed to schedule" when the mood check cannot be scheduled', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderCard({ 'PUT /api/reminders/daily/mood_check': { status: 500, body: { message: 'Boom' } } });
    await user.click(await screen.findByRole('button', { name: mood.copy.scheduleLabel }));

    const toast = await toastNamed(PushCopy.scheduleFailed);
    expect(within(toast).getByText(mood.copy.scheduleFailed)).toBeInTheDocument();
  });

  it('schedules a medication reminder with push on, and says so', async () => {
    pushOn();
    const { user, callsTo } = renderCard({
      'POST /api/medications': { status: 201, body: sertralineView },
    });
    await screen.findByText(PushCopy.pushEnabled);
    await user.type(screen.getByLabelText(PushCopy.medicationName), '  Sertraline ');
    await user.click(screen.getByRole('button', { name: PushCopy.scheduleMedication }));

    expect(await screen.findByText(PushCopy.medicationScheduled)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/reminders/medications')).toHaveLength(0);
    expect(callsTo('POST', '/api/medications')[0].body).toEqual({
      name: 'Sertraline',
      times: ['08:00'],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(screen.getByLabelText(PushCopy.medicationName)).toHaveValue(''));
  });

  it('says "Could not schedule medication reminder" when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    pushOn();
    const { user } = renderCard({ 'POST /api/medications': { status: 400, body: { message: 'No' } } });
    await screen.findByText(PushCopy.pushEnabled);
    await user.type(screen.getByLabelText(PushCopy.medicationName), 'Sertraline');
    await user.click(screen.getByRole('button', { name: PushCopy.scheduleMedication }));

    const toast = await toastNamed(PushCopy.scheduleFailed);
    expect(within(toast).getByText(PushCopy.medicationFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(PushCopy.medicationName)).toHaveValue('Sertraline');
  });

  it('saves the Wellness Tips switch at once and removes one medication reminder', async () => {
    const { user, callsTo } = renderCard({
      'PUT /api/reminders/daily/wellness_tip': { status: 200, body: { schedule: null } },
      'DELETE /api/reminders/5': { status: 204 },
    });
    await user.click(await screen.findByRole('switch', { name: tips.copy.label }));
    await waitFor(() => expect(callsTo('PUT', '/api/reminders/daily/wellness_tip')).toHaveLength(1));
    expect(callsTo('PUT', '/api/reminders/daily/wellness_tip')[0].body).toMatchObject({ enabled: true });

    await user.click(screen.getByRole('button', { name: PushCopy.removeMedication('Vitamin D') }));
    await waitFor(() => expect(callsTo('DELETE', '/api/reminders/5')).toHaveLength(1));
  });

  it('pauses the medication reminders when Medication Reminders is switched off, deleting none', async () => {
    const sertraline = { ...vitamin, id: 6, medicationId: 4, medicationName: 'Sertraline' };
    const { user, callsTo } = renderCard(
      { 'PUT /api/reminders/medications': { status: 200, body: { enabled: false } } },
      [vitamin, sertraline],
    );
    await user.click(await screen.findByRole('switch', { name: PushCopy.medicationReminders }));

    await waitFor(() => expect(callsTo('PUT', '/api/reminders/medications')).toHaveLength(1));
    expect(callsTo('PUT', '/api/reminders/medications')[0].body).toEqual({ enabled: false });
    expect(callsTo('DELETE', '/api/reminders/5')).toHaveLength(0);
    expect(callsTo('DELETE', '/api/reminders/6')).toHaveLength(0);
  });

  it('schedules a medication while its reminders are off by switching them back on first', async () => {
    const { user, callsTo } = renderCard(
      {
        'PUT /api/reminders/medications': { status: 200, body: { enabled: true } },
        'POST /api/medications': { status: 201, body: sertralineView },
      },
      [],
    );
    await user.type(await screen.findByLabelText(PushCopy.medicationName), 'Sertraline');
    await user.click(screen.getByRole('button', { name: PushCopy.scheduleMedication }));

    expect(await screen.findByText(PushCopy.medicationScheduled)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/reminders/medications')[0].body).toEqual({ enabled: true });
    expect(callsTo('POST', '/api/medications')).toHaveLength(1);
  });

  it("says push is disabled, with the note and an Enable button, when the browser hasn't allowed it", async () => {
    uninstallPush = installFakePush({ permission: 'default' }).uninstall;
    renderCard();

    expect(await screen.findByText(PushCopy.pushDisabled)).toBeInTheDocument();
    expect(screen.getByText(PushCopy.pushDisabledNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PushCopy.enablePush })).toBeEnabled();
  });
});
