import { useState } from 'react';
import styled from 'styled-components';
import { SecondFactorStep, selectSessionEnded, useAppSelector } from '@anchor/app-runtime';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Tab, TabList, TabPanel, Tabs } from '@anchor/ui';
import { AuthCopy } from './copy';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { toLoginRequest, toRegisterRequest } from './auth-form-schemas';
import { useLoginFlow } from './useLoginFlow';
import { useRegistrationFlow, type RegistrationFlowOptions } from './useRegistrationFlow';

const StyledCrisisNote = styled.p`
  margin: ${({ theme }) => `${theme.spacing.lg} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type AuthTab = 'register' | 'login';

export interface AuthFormsProps {
  probeServer: RegistrationFlowOptions['probeServer'];
}

/** The two tabs of the signed-out auth screen; Create Account comes first, Sign In when a session just ended. */
export function AuthForms({ probeServer }: AuthFormsProps) {
  const sessionEnded = useAppSelector(selectSessionEnded);
  const [tab, setTab] = useState<AuthTab>(sessionEnded ? 'login' : 'register');
  const { signIn, loginError, needsCode, cancelCode } = useLoginFlow();
  const { submitRegistration, registerError } = useRegistrationFlow({ signIn, probeServer });

  if (needsCode) return <SecondFactorStep onCancel={cancelCode} titleAs="h1" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{AuthCopy.heading}</CardTitle>
        <CardDescription>{AuthCopy.subheading}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabList label={AuthCopy.tabs.label}>
            <Tab value="register">{AuthCopy.tabs.register}</Tab>
            <Tab value="login">{AuthCopy.tabs.login}</Tab>
          </TabList>
          <TabPanel value="register">
            <RegisterForm error={registerError} onSubmit={(values) => submitRegistration(toRegisterRequest(values))} />
          </TabPanel>
          <TabPanel value="login">
            <LoginForm error={loginError} onSubmit={(values) => signIn(toLoginRequest(values))} />
          </TabPanel>
        </Tabs>
        <StyledCrisisNote>{AuthCopy.crisisNote}</StyledCrisisNote>
      </CardContent>
    </Card>
  );
}
