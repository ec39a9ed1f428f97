import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Tab, TabList, TabPanel, Tabs } from '@anchor/ui';
import { PortalCopy } from './copy';

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
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xl} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The portal's frame. Patients appear only once they assign this provider and choose to share, and that
 * data comes from the server; until then every section says so rather than showing sample patients.
 */
export function PortalView() {
  const [tab, setTab] = useState<string>(PortalCopy.tabs[0].id);
  return (
    <>
      <StyledHeader>
        <div>
          <h1>{PortalCopy.title}</h1>
          <p>{PortalCopy.subtitle}</p>
        </div>
        <Link to="/">{PortalCopy.patientApp}</Link>
      </StyledHeader>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList label={PortalCopy.tabsLabel}>
          {PortalCopy.tabs.map(({ id, label }) => (
            <Tab key={id} value={id}>
              {label}
            </Tab>
          ))}
        </TabList>
        {PortalCopy.tabs.map(({ id, label, description }) => (
          <TabPanel key={id} value={id}>
            <Card>
              <CardHeader>
                <CardTitle>{label}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
              <CardContent>
                <StyledEmpty>{PortalCopy.empty}</StyledEmpty>
              </CardContent>
            </Card>
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
