import { TwoFactorEnrolment, useGetTwoFactorStatusQuery } from '@anchor/app-runtime';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { PortalCopy } from './copy';

/**
 * A provider without an authenticator app sees only this: the server answers every portal call with 403 until
 * the first code is confirmed, because one provider sign-in opens many patients' records.
 */
export function EnrolmentView() {
  const { refetch } = useGetTwoFactorStatusQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{PortalCopy.enrolTitle}</CardTitle>
        <CardDescription>{PortalCopy.enrolWhy}</CardDescription>
      </CardHeader>
      <CardContent>
        <TwoFactorEnrolment autoStart onDone={() => void refetch()} />
      </CardContent>
    </Card>
  );
}
