import { PCL5_SCREENING_CUTOFF } from '@anchor/clinical';
import { PCL5_MAX_SCORE, type AssessmentResult } from '@anchor/contracts';
import { CartesianGrid, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { HistoryCopy } from '../../copy';
import { formatAssessmentDate } from './format-assessment-date';

export interface ScoreChartProps {
  /** Completed (not skipped) assessments, oldest first. */
  assessments: AssessmentResult[];
}

const StyledFigure = styled.figure`
  margin: 0;
  width: 100%;
`;

const CHART_HEIGHT = 260;

/**
 * Total scores over time with the 31-33 screening cut-off shaded. The chart is a picture for sighted
 * users; the table beside it carries the same numbers for screen readers, so the SVG is hidden from them.
 */
export function ScoreChart({ assessments }: ScoreChartProps) {
  const theme = useTheme();
  const points = assessments.map((assessment) => ({
    date: formatAssessmentDate(assessment.completedAt),
    total: assessment.totalScore,
  }));
  return (
    <StyledFigure aria-hidden="true" data-testid="assessment-score-chart">
      <LineChart
        // A picture only (hidden from screen readers, who get the table): no keyboard stop on it.
        accessibilityLayer={false}
        responsive
        data={points}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      >
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis dataKey="date" stroke={theme.colors.textMuted} />
        <YAxis domain={[0, PCL5_MAX_SCORE]} stroke={theme.colors.textMuted} allowDecimals={false} />
        <ReferenceArea
          y1={PCL5_SCREENING_CUTOFF.low}
          y2={PCL5_SCREENING_CUTOFF.high}
          fill={theme.colors.warningSurface}
          stroke={theme.colors.warning}
          strokeOpacity={0.6}
          label={{ value: HistoryCopy.cutoffLabel, position: 'insideTopRight', fill: theme.colors.warning }}
        />
        <Tooltip />
        <Line
          type="monotone"
          dataKey="total"
          name={HistoryCopy.totalSeries}
          stroke={theme.colors.primary}
          strokeWidth={3}
          dot={{ r: 5, fill: theme.colors.primary }}
          isAnimationActive={false}
        />
      </LineChart>
    </StyledFigure>
  );
}
