import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { PCL5_RISK_BANDS } from '@anchor/clinical';
import type { SharedScore } from '@anchor/contracts';

export interface ScoreChartProps {
  history: SharedScore[];
}

/** The dashed line marks where the high-risk band starts. Loaded lazily: recharts is only fetched when a provider opens a patient with history. */
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
        <ReferenceLine y={PCL5_RISK_BANDS.high} stroke={theme.colors.danger} strokeDasharray="4 4" />
        <Line type="monotone" dataKey="score" stroke={theme.colors.primary} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
