import { useState } from 'react';
import styled from 'styled-components';
import { forgetSignedInUser, useAppDispatch, useGetCurrentUserQuery, useLogoutMutation } from '@anchor/app-runtime';
import { Button, Tab, TabList, TabPanel, Tabs } from '@anchor/ui';
import { useProviderPortalInfoQuery } from '../../api/provider-portal.api';
import { StyledTabBar } from '../shared/portal-styles';
import { AssessmentsTab } from '../assessments/AssessmentsTab';
import { DashboardTab } from '../dashboard/DashboardTab';
import { PatientsTab } from '../patients/PatientsTab';
import { ReportsTab } from '../reports/ReportsTab';
import { PortalCopy } from './copy';
import { ProviderGate } from './ProviderGate';
import { PatientListUpdates } from './usePatientListUpdates';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.md};
  }
`;

/** The link's words before its address comes, drawn as the link is (a link without href has no underline). */
const StyledPendingLink = styled.a`
  text-decoration: underline;
`;

/**
 * Contact Admin writes to the address the server is configured with. Until the address comes its words hold their
 * place (nothing moves when it turns into a link), as in the page's first view.
 */
function ContactAdminLink() {
  const { data, isError } = useProviderPortalInfoQuery();
  if (isError) return null;
  if (!data) return <StyledPendingLink>{PortalCopy.contactAdmin}</StyledPendingLink>;
  const href = `mailto:${data.contactEmail}?subject=${encodeURIComponent(PortalCopy.contactSubject)}`;
  return <a href={href}>{PortalCopy.contactAdmin}</a>;
}

/** Ends the session on the server, then forgets every answer of it: the sign-in form shows. */
function SignOutButton() {
  const { data: user } = useGetCurrentUserQuery();
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  if (!user) return null;
  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(forgetSignedInUser());
  };
  return (
    <Button variant="secondary" size="sm" disabled={isLoading} onClick={() => void signOut()}>
      {PortalCopy.signOut}
    </Button>
  );
}

/** The portal: four tabs of real data, for provider accounts only. */
export function PortalView() {
  const [tab, setTab] = useState<string>(PortalCopy.tabs[0].id);
  const [selected, setSelected] = useState<number | null>(null);
  const viewDetails = (patientId: number) => {
    setSelected(patientId);
    setTab('patients');
  };
  return (
    <>
      <StyledHeader>
        <div>
          <h1>{PortalCopy.title}</h1>
          <p>{PortalCopy.subtitle}</p>
        </div>
        <nav>
          <ContactAdminLink />
          <SignOutButton />
        </nav>
      </StyledHeader>
      <ProviderGate>
        <PatientListUpdates />
        <Tabs value={tab} onValueChange={setTab}>
          <StyledTabBar>
            <TabList label={PortalCopy.tabsLabel}>
              {PortalCopy.tabs.map(({ id, label }) => (
                <Tab key={id} value={id}>
                  {label}
                </Tab>
              ))}
            </TabList>
          </StyledTabBar>
          <TabPanel value="dashboard">
            {tab === 'dashboard' ? <DashboardTab onViewDetails={viewDetails} /> : null}
          </TabPanel>
          <TabPanel value="patients">
            {tab === 'patients' ? <PatientsTab selected={selected} onSelect={setSelected} /> : null}
          </TabPanel>
          <TabPanel value="assessments">{tab === 'assessments' ? <AssessmentsTab /> : null}</TabPanel>
          <TabPanel value="reports">{tab === 'reports' ? <ReportsTab /> : null}</TabPanel>
        </Tabs>
      </ProviderGate>
    </>
  );
}
