import type { ProviderReport } from '@anchor/contracts';
import { readPdf } from '@anchor/services/test/pdf-pages';
import { buildPatientSummary, type PatientSummaryInput } from '../exports/patient-summary-builder';
import { patientSummaryPdf } from '../exports/patient-summary-pdf';
import { reportPdf } from '../exports/report-pdf';
import { ReportText } from '../exports/report-text';

/** Latin with Polish and Vietnamese marks and a CJK character, Greek, Cyrillic, Arabic and Hebrew (right to left). */
const NAMES = ['Łucja Nguyễn-Wąsik 李', 'Łukasz Nowak', 'Σοφία Παπαδοπούλου', 'Анна Кузнецова', 'محمد علي', 'דוד כהן'];
const clusters = { intrusion: 9, avoidance: 4, cognition: 12, arousal: 10 };

function clinicianReport(): ProviderReport {
  return {
    type: 'comprehensive',
    period: 'month',
    from: '2026-10-28T00:00:00.000Z',
    to: '2026-11-28T00:00:00.000Z',
    totalPatients: NAMES.length,
    sharedAssessments: NAMES.length,
    avgScore: 40,
    avgChangeSinceFirst: 0,
    rows: NAMES.map((patientName, i) => ({
      patientName,
      date: `2026-11-0${i + 1}`,
      score: 20 + 8 * i,
      answeredCount: 20,
      screening: 'below_cutoff',
    })),
    // Every latest score is 0 (the chart plots latest complete scores): it must still show every patient.
    progress: NAMES.map((patientName) => ({
      patientName,
      firstScore: 0,
      latestScore: 0,
      changeSinceFirst: 0,
      screening: 'below_cutoff',
      sharedInPeriod: 1,
    })),
    wellness: NAMES.map((patientName) => ({
      patientName,
      moodDays: 2,
      avgMood: 6,
      lowestMood: 4,
      practiceSessions: 3,
      practiceMinutes: 12,
      crisisEvents: 1,
    })),
    wellnessNotShared: 0,
  } as ProviderReport;
}

function summaryInput(name: string, hard: PatientSummaryInput['hardMoments']): PatientSummaryInput {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
  return {
    name,
    from: at(1),
    to: at(28),
    assessments: [
      { completedAt: at(2), totalScore: 48, answeredCount: 20, clusters },
      { completedAt: at(9), totalScore: 3, answeredCount: 1, clusters: { ...clusters, avoidance: 0 } },
      { completedAt: at(20), totalScore: 35, answeredCount: 20, clusters },
    ],
    moodDays: [
      { day: '2026-11-03', mood: 4 },
      { day: '2026-11-04', mood: 6 },
    ],
    practiceTypes: ['breathing', 'breathing', 'meditation'],
    practiceTime: { sessions: 3, minutes: 7, untimedSessions: 1 },
    hardMoments: hard,
  };
}

const allText = (pages: string[]) => pages.join('\n');

describe('PDF exports in every script', () => {
  jest.setTimeout(60_000);

  it("prints every patient's name exactly in the clinician report, tagged, in English, small", async () => {
    const pdf = await reportPdf(clinicianReport());
    const reading = readPdf(pdf);
    const text = allText(reading.pages);
    for (const name of NAMES) expect(text).toContain(name);
    expect(reading).toMatchObject({
      tagged: true,
      lang: 'en',
      displaysTitle: true,
      title: 'Comprehensive Report (Last Month)',
    });
    // Five fonts (Latin, CJK, Arabic, Hebrew, bold Latin) embedded as subsets of a few hundred glyphs.
    expect(pdf.length).toBeLessThan(150_000);
    // An all-zero series is drawn and said, never a blank chart.
    expect(text.replace(/\s+/g, ' ')).toContain('Every value shown is 0.');
  });

  it('never leaves the footnote alone on a page of the clinician report', async () => {
    const pages = readPdf(await reportPdf(clinicianReport())).pages;
    const withFootnote = pages.filter((page) => page.includes(ReportText.footnote.slice(0, 40)));
    expect(withFootnote).toHaveLength(1);
    const rest = withFootnote[0].replace(/\s+/g, ' ').split(ReportText.footnote.slice(0, 40))[0].trim();
    expect(rest.length).toBeGreaterThan(20);
  });

  it.each(NAMES)("writes the patient's own summary to %s, with no clinician words", async (name) => {
    const reading = readPdf(await patientSummaryPdf(buildPatientSummary(summaryInput(name, null))));
    const text = allText(reading.pages);
    expect(text).toContain(`Summary for ${name}`);
    expect(reading).toMatchObject({ tagged: true, lang: 'en', displaysTitle: true, title: `Summary for ${name}` });
    expect(text).not.toMatch(/patients?\b/i);
    expect(text).not.toMatch(/risk/i);
    expect(text).not.toMatch(/share with you/i);
  });

  it('shows scores, the partial check-in labelled, change in points, practice, moods and the crisis line', async () => {
    const text = allText(
      readPdf(await patientSummaryPdf(buildPatientSummary(summaryInput('Łukasz Nowak', null)))).pages,
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Your scores');
    expect(flat).toContain('Partial: 1 of 20 questions answered, so no screening result is drawn');
    expect(flat).toContain('Above screening cut-off (33)');
    expect(flat).toContain('Since your first complete check-in: down 13 points (clinically meaningful change).');
    expect(flat).toContain('Intrusion (memories, dreams, reactions)');
    expect(flat).toContain(
      'You practised 3 times (breathing 2, meditation 1), 7 minutes in all (time not recorded for 1 earlier session).',
    );
    expect(flat).toContain('You checked in on 2 days. Your average mood was 5 out of 10');
    expect(flat).toContain('Anchor is not for emergencies. In the US, call or text 988, or call 911.');
    expect(flat).not.toContain('noticed');
  });

  it('includes the moments the assistant noticed were hard only when asked', async () => {
    const hard = { count: 2, latest: new Date(Date.UTC(2026, 10, 15)) };
    const text = allText(
      readPdf(await patientSummaryPdf(buildPatientSummary(summaryInput('Анна Кузнецова', hard)))).pages,
    );
    expect(text.replace(/\s+/g, ' ')).toContain('The assistant noticed 2 hard moments, the latest on 2026-11-15.');
  });
});
