import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { PCL5_CUTOFF_LINE_LABEL, PCL5_SCREENING_CUTOFF } from '@anchor/clinical';
import type { SharedScore } from '@anchor/contracts';

export interface ScoreChartProps {
  history: SharedScore[];
}

/** The dashed line marks the screening cut-off (33), labelled so. Loaded lazily: recharts is only fetched when a provider opens a patient with history. */
export default function ScoreChart({ history }: ScoreChartProps) {
  const theme = useTheme();
  const data = history.map((item) => ({ date: item.sharedAt.slice(0, 10), score: item.score }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={theme.colors.border} />
        <XAxis dataKey="date" />
        <YAxis domain={[0, 80]} />
        <Tooltip />
        <ReferenceLine
          y={PCL5_SCREENING_CUTOFF.high}
          stroke={theme.colors.danger}
          strokeDasharray="4 4"
          label={{ value: PCL5_CUTOFF_LINE_LABEL, position: 'insideTopRight', fill: theme.colors.danger }}
        />
        <Line type="monotone" dataKey="score" stroke={theme.colors.primary} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
