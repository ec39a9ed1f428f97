import { MOOD_SCALE, type MoodChartPoint } from '@anchor/contracts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartsCopy } from './copy';
import { shortDay } from './format';

export interface MoodFigureProps {
  points: MoodChartPoint[];
}

/** Mood, energy and anxiety per day (1-10); days without a check-in are gaps, not zeros. */
export function MoodFigure({ points }: MoodFigureProps) {
  const theme = useTheme();
  const data = points.map((point) => ({ ...point, day: shortDay(point.date) }));
  const series = [
    { key: 'mood', name: ChartsCopy.mood.series.mood, colour: theme.colors.primary, width: 3 },
    { key: 'energy', name: ChartsCopy.mood.series.energy, colour: theme.colors.success, width: 2 },
    { key: 'anxiety', name: ChartsCopy.mood.series.anxiety, colour: theme.colors.danger, width: 2 },
  ];
  return (
    <LineChart
      // A picture only (hidden from screen readers, who get the table): no keyboard stop on it.
      accessibilityLayer={false}
      responsive
      data={data}
      style={{ width: '100%', height: 260 }}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
    >
      <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
      <XAxis dataKey="day" stroke={theme.colors.textMuted} minTickGap={16} />
      <YAxis
        domain={[MOOD_SCALE.min, MOOD_SCALE.max]}
        stroke={theme.colors.textMuted}
        allowDecimals={false}
        width={28}
      />
      <Tooltip />
      <Legend />
      {series.map((line) => (
        <Line
          key={line.key}
          type="monotone"
          dataKey={line.key}
          name={line.name}
          stroke={line.colour}
          strokeWidth={line.width}
          dot={points.length <= 31}
          connectNulls
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
