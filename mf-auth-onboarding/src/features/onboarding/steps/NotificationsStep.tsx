import { FormField, Input, Switch } from '@anchor/ui';
import { OnboardingCopy } from '../copy';
import { useAnswers } from '../useAnswers';
import { StyledIntro, StyledStepBody } from './step-styles';

const copy = OnboardingCopy.notifications;

export function NotificationsStep() {
  const { answers, update } = useAnswers();
  return (
    <StyledStepBody>
      <StyledIntro>{copy.intro}</StyledIntro>
      <Switch
        label={copy.push}
        checked={answers.pushNotifications}
        onCheckedChange={(pushNotifications) => update({ pushNotifications })}
      />
      <Switch
        label={copy.dailyMoodCheck}
        checked={answers.dailyMoodCheck}
        onCheckedChange={(dailyMoodCheck) => update({ dailyMoodCheck })}
      />
      {answers.dailyMoodCheck ? (
        <FormField label={copy.moodCheckTime}>
          <Input
            type="time"
            value={answers.moodCheckTime}
            onChange={(event) => update({ moodCheckTime: event.target.value })}
          />
        </FormField>
      ) : null}
      <Switch
        label={copy.medicationReminders}
        checked={answers.medicationReminders}
        onCheckedChange={(medicationReminders) => update({ medicationReminders })}
      />
      <Switch
        label={copy.wellnessTips}
        checked={answers.wellnessTips}
        onCheckedChange={(wellnessTips) => update({ wellnessTips })}
      />
    </StyledStepBody>
  );
}
