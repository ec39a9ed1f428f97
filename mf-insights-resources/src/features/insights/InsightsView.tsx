import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Tab, TabList, TabPanel, Tabs } from '@anchor/ui';
import { InsightsCopy } from './copy';

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xl} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Insights are computed from the user's own check-ins and assessments; until those exist (and the
 * server computes them) each view says so instead of showing sample cards as if they were the user's.
 */
export function InsightsView() {
  const [tab, setTab] = useState<string>(InsightsCopy.tabs[0].id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{InsightsCopy.title}</CardTitle>
        <CardDescription>{InsightsCopy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={setTab}>
          <TabList label={InsightsCopy.tabsLabel}>
            {InsightsCopy.tabs.map(({ id, label }) => (
              <Tab key={id} value={id}>
                {label}
              </Tab>
            ))}
          </TabList>
          {InsightsCopy.tabs.map(({ id }) => (
            <TabPanel key={id} value={id}>
              <StyledEmpty>{InsightsCopy.empty}</StyledEmpty>
            </TabPanel>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
