import { DAILY_REMINDERS } from '@anchor/contracts';
import { Button, FormField, Input, Stack, Switch } from '@anchor/ui';
import { Fragment, useId, useState } from 'react';
import { IosPushHelp } from '../../settings/push/IosPushHelp';
import { readIosPushSupport } from '../../settings/push/ios-push-support';
import { OnboardingCopy } from '../copy';
import { useAnswers } from '../useAnswers';
import { StyledIntro } from './step-styles';
import { useBrowserPush } from './useBrowserPush';

const copy = OnboardingCopy.notifications;

/** Push, then a switch and a time per daily kind of DAILY_REMINDERS that onboarding asks about, then medication. */
export function NotificationsStep() {
  const { answers, update } = useAnswers();
  const browserPush = useBrowserPush();
  // On iPhone and iPad outside a Home Screen app no tap can turn push on: the steps that can are shown instead.
  const [iosSupport] = useState(readIosPushSupport);
  const iosHelpId = useId();
  const iosCannotAsk = iosSupport === 'add-to-home-screen' || iosSupport === 'too-old';
  const status = browserPush.state && !iosCannotAsk ? copy.pushStatus[browserPush.state] : null;
  return (
    <Stack gap="lg">
      <StyledIntro>{copy.intro}</StyledIntro>
      <Switch
        label={copy.push}
        description={answers.pushNotifications && status ? status : undefined}
        checked={answers.pushNotifications}
        onCheckedChange={(pushNotifications) => {
          update({ pushNotifications });
          if (pushNotifications && !iosCannotAsk) void browserPush.askOnTap();
        }}
      />
      {answers.pushNotifications && iosCannotAsk ? <IosPushHelp support={iosSupport} noteId={iosHelpId} /> : null}
      {answers.pushNotifications && !iosCannotAsk && browserPush.state === 'default' ? (
        <Button variant="secondary" onClick={() => void browserPush.askOnTap()}>
          {copy.allowPush}
        </Button>
      ) : null}
      {DAILY_REMINDERS.map(({ kind, onboarding, copy: reminderCopy }) =>
        onboarding ? (
          <Fragment key={kind}>
            <Switch
              label={reminderCopy.label}
              checked={answers[onboarding.enabled]}
              onCheckedChange={(enabled) => update({ [onboarding.enabled]: enabled })}
            />
            {answers[onboarding.enabled] ? (
              <FormField label={reminderCopy.timeLabel}>
                <Input
                  type="time"
                  value={answers[onboarding.time]}
                  onChange={(event) => update({ [onboarding.time]: event.target.value })}
                />
              </FormField>
            ) : null}
          </Fragment>
        ) : null,
      )}
      <Switch
        label={copy.medicationReminders}
        checked={answers.medicationReminders}
        onCheckedChange={(medicationReminders) => update({ medicationReminders })}
      />
    </Stack>
  );
}
