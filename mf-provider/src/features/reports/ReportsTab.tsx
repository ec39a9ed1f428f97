import { useState } from 'react';
import { apiUrl } from '@anchor/app-runtime';
import { ProviderApiPath, REPORT_PERIODS, REPORT_TYPES, type ReportPeriod, type ReportType } from '@anchor/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Select } from '@anchor/ui';
import { useLazyProviderReportQuery } from '../../api/provider-portal.api';
import { ReportsCopy } from '../portal/copy';
import { StyledRow, StyledStack } from '../shared/portal-styles';
import { ReportView } from './ReportView';

/** Generate shows the figures; the exports are files the server builds (PDF with a chart, CSV). */
export function ReportsTab() {
  const [type, setType] = useState<ReportType>('progress_summary');
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [generate, { data }] = useLazyProviderReportQuery();
  const query = `?type=${type}&period=${period}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{REPORT_TYPES.find((item) => item.id === type)?.label}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledStack>
          <FormField label={ReportsCopy.reportType}>
            <Select value={type} onChange={(e) => setType(e.target.value as ReportType)}>
              {REPORT_TYPES.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={ReportsCopy.period}>
            <Select value={period} onChange={(e) => setPeriod(e.target.value as ReportPeriod)}>
              {REPORT_PERIODS.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </Select>
          </FormField>
          <StyledRow>
            <Button onClick={() => void generate({ type, period })}>{ReportsCopy.generate}</Button>
            <a href={apiUrl(`${ProviderApiPath.reportPdf}${query}`)} download>
              {ReportsCopy.exportPdf}
            </a>
            <a href={apiUrl(`${ProviderApiPath.reportCsv}${query}`)} download>
              {ReportsCopy.exportCsv}
            </a>
          </StyledRow>
          {data ? <ReportView report={data} /> : null}
        </StyledStack>
      </CardContent>
    </Card>
  );
}
