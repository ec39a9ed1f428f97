import { PCL5_SCREENING_CUTOFF, pcl5ClusterMaximum } from '@anchor/clinical';
import type { Pcl5Clusters } from '@anchor/contracts';
import { pdfBarChart } from '../../../common/pdf/pdf-chart';
import { pdfTable } from '../../../common/pdf/pdf-table';
import { PdfWriter } from '../../../common/pdf/pdf-writer';
import type { PatientSummary } from './patient-summary-builder';
import { PatientSummaryText as Text } from './patient-summary-text';

const GREY = '#555555';
const COMPLETE_FILL = '#1565c0';
const PARTIAL_FILL = '#90a4ae';
const MAX_ROWS = 40;

function heading(writer: PdfWriter, text: string): void {
  writer.space(10);
  writer.text('H2', text, { size: 13, weight: 'bold' }, { keepWithNext: true });
}

function scores(writer: PdfWriter, summary: PatientSummary): void {
  heading(writer, Text.scoresTitle);
  writer.text('P', Text.scoresIntro, { size: 9.5 });
  if (!summary.scores.length) {
    writer.text('P', Text.noScores, { size: 10 });
    return;
  }
  pdfBarChart(writer, {
    bars: summary.scores.map((row) => ({
      label: row.date.slice(5),
      value: row.total,
      fill: row.complete ? COMPLETE_FILL : PARTIAL_FILL,
    })),
    max: 80,
    yLabel: 'PCL-5 total (0-80)',
    caption: `${Text.scoresCaption(summary)}${summary.scores.some((row) => !row.complete) ? ' Grey bars are partial check-ins.' : ''}`,
    reference: { value: PCL5_SCREENING_CUTOFF.high, label: Text.cutoffLabel },
  });
  pdfTable(
    writer,
    [
      { header: Text.scoreColumns[0], width: 0.18 },
      { header: Text.scoreColumns[1], width: 0.12, align: 'right' },
      { header: Text.scoreColumns[2], width: 0.7 },
    ],
    summary.scores.slice(-MAX_ROWS).map((row) => [row.date, String(row.total), Text.scoreNote(row)]),
  );
}

function change(writer: PdfWriter, summary: PatientSummary): void {
  heading(writer, Text.changeTitle);
  for (const line of Text.change(summary)) writer.text('P', line, { size: 10 });
  const latest = summary.latestComplete;
  if (!latest) return;
  heading(writer, Text.clustersTitle(latest.date));
  const clusters = Object.keys(Text.clusterNames) as (keyof Pcl5Clusters)[];
  pdfTable(
    writer,
    [
      { header: Text.clusterColumns[0], width: 0.5 },
      { header: Text.clusterColumns[1], width: 0.25, align: 'right' },
      { header: Text.clusterColumns[2], width: 0.25, align: 'right' },
    ],
    clusters.map((cluster) => [
      Text.clusterNames[cluster],
      String(latest.clusters[cluster]),
      String(pcl5ClusterMaximum(cluster)),
    ]),
  );
}

function wellbeing(writer: PdfWriter, summary: PatientSummary): void {
  heading(writer, Text.practiceTitle);
  writer.text('P', Text.practice(summary), { size: 10 });
  heading(writer, Text.moodTitle);
  // The sentence stays on the page of the chart it introduces.
  writer.text('P', Text.mood(summary), { size: 10 }, { keepWithNext: summary.moods.days.length > 0 });
  if (summary.moods.days.length)
    pdfBarChart(writer, {
      bars: summary.moods.days.map((day) => ({ label: day.day.slice(5), value: day.mood, fill: COMPLETE_FILL })),
      max: 10,
      yLabel: 'Mood (1-10)',
      caption: Text.moodCaption,
    });
  if (summary.hardMoments) {
    heading(writer, Text.hardTitle);
    writer.text('P', Text.hard(summary.hardMoments), { size: 10 });
  }
}

/** The person's own summary as a tagged PDF, written to them. */
export function patientSummaryPdf(summary: PatientSummary): Promise<Buffer> {
  const writer = new PdfWriter({ title: Text.title(summary), author: 'Anchor', subject: Text.heading });
  writer.text('P', Text.heading, { size: 9, color: GREY });
  writer.text('H1', Text.title(summary), { size: 18, weight: 'bold' });
  writer.text('P', Text.period(summary), { size: 10 });
  scores(writer, summary);
  change(writer, summary);
  wellbeing(writer, summary);
  writer.space(10);
  writer.text('P', Text.crisisLine, { size: 10, weight: 'bold' }, { keepWithNext: true });
  writer.text('P', Text.footnote, { size: 8, color: GREY }, { keepWithPrevious: true });
  return writer.finish();
}
