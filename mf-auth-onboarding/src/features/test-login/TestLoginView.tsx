import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@anchor/ui';
import { TestLoginCopy } from './copy';
import { useTestLogin } from './useTestLogin';

export function TestLoginView() {
  const { state, createAndRetry } = useTestLogin();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{TestLoginCopy.title}</CardTitle>
        {state === 'signing-in' ? <CardDescription>{TestLoginCopy.signingIn}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {state === 'signing-in' ? <Spinner label={TestLoginCopy.signingIn} /> : null}
        {state === 'failed' ? <Button onClick={createAndRetry}>{TestLoginCopy.retry}</Button> : null}
        {state === 'unavailable' ? (
          <>
            <p role="alert">{TestLoginCopy.developmentOnly}</p>
            <Link to="/auth">{TestLoginCopy.backHome}</Link>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
