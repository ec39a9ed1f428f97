import { Card, CardContent } from '@anchor/ui';
import { SafetyPlanSection } from './SafetyPlanSection';

/**
 * The safety plan under the Resources tab, to read and edit at a calm moment. The shell renders it (as it does
 * in the crisis panel), so it works even when the Resources remote cannot load.
 */
export function SafetyPlanCard() {
  return (
    <Card>
      <CardContent>
        <SafetyPlanSection />
      </CardContent>
    </Card>
  );
}
