import { PCL5_SCREENING_CUTOFF } from '@anchor/clinical';
import { PCL5_MAX_SCORE, type Pcl5ChartPoint } from '@anchor/contracts';
import { CartesianGrid, Legend, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartsCopy } from './copy';
import { shortDay } from './format';

export interface Pcl5FigureProps {
  points: Pcl5ChartPoint[];
}

const CLUSTERS = ['intrusion', 'avoidance', 'cognition', 'arousal'] as const;

/** Total and symptom groups per assessment, the 31-33 screening band shaded. */
export function Pcl5Figure({ points }: Pcl5FigureProps) {
  const theme = useTheme();
  const clusterColours = [theme.colors.info, theme.colors.success, theme.colors.warning, theme.colors.danger];
  const data = points.map((point) => ({ ...point, date: shortDay(point.completedAt) }));
  return (
    <LineChart
      // A picture only (hidden from screen readers, who get the table): no keyboard stop on it.
      accessibilityLayer={false}
      responsive
      data={data}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
    >
      <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
      <XAxis dataKey="date" stroke={theme.colors.textMuted} />
      <YAxis domain={[0, PCL5_MAX_SCORE]} stroke={theme.colors.textMuted} allowDecimals={false} width={36} />
      <ReferenceArea
        y1={PCL5_SCREENING_CUTOFF.low}
        y2={PCL5_SCREENING_CUTOFF.high}
        fill={theme.colors.warningSurface}
        stroke={theme.colors.warning}
        strokeOpacity={0.6}
        label={{ value: ChartsCopy.pcl5.band, position: 'insideTopRight', fill: theme.colors.warning }}
      />
      <Tooltip />
      <Legend />
      <Line
        type="monotone"
        dataKey="totalScore"
        name={ChartsCopy.pcl5.series.total}
        stroke={theme.colors.primary}
        strokeWidth={3}
        isAnimationActive={false}
      />
      {CLUSTERS.map((cluster, index) => (
        <Line
          key={cluster}
          type="monotone"
          dataKey={cluster}
          name={ChartsCopy.pcl5.series[cluster]}
          stroke={clusterColours[index]}
          strokeDasharray="4 3"
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
