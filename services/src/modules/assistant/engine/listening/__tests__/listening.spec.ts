import { join } from 'node:path';
import { trainingReport } from '@anchor/clinical/src/crisis/model/training/run-training-script';
import { OFF_TOPIC_REPLIES } from '../listening.copy';
import { listeningReply } from '../listening-reply';
import { diagnosisReply, isDiagnosisQuestion } from '../diagnosis-question';
import type { TopicModelReport } from '../training/train-topic-model';

describe('listening topics', () => {
  let report: TopicModelReport;
  beforeAll(() => {
    report = trainingReport<TopicModelReport>(join(__dirname, '..', 'training', 'train-topic-model.ts'));
    console.log(report.figures.table);
  }, 180_000);

  it('are exactly what the training script makes from the committed data', () => {
    expect(report.committedWeightsMatch).toBe(true);
  });

  it('recognise real questions they never saw', () => {
    expect(report.figures.accuracy.counsel).toBeGreaterThanOrEqual(0.45);
    expect(report.figures.confidentPrecision).toBeGreaterThanOrEqual(0.6);
  });

  it('answer at most one real question in ten with the off-topic line (held out)', () => {
    console.log(
      `held-out Counsel Chat questions answered as off-topic: ${report.offTopicReplies} of ${report.counselQuestions}`,
    );
    expect(report.offTopicReplies / report.counselQuestions).toBeLessThanOrEqual(0.1);
  });
});

describe('the listening reply', () => {
  it('reflects the topic it heard, asks one open question and offers at most one tool', () => {
    const reply = listeningReply('my boss keeps piling work on me and I dread going in every morning', 'a', []);
    expect(reply.topic).toBe('work');
    expect(reply.text.endsWith('?')).toBe(true);
    expect(reply.buttons.length).toBeLessThanOrEqual(1);
  });

  it('answers an off-topic request with one honest line and an invitation back', () => {
    const reply = listeningReply('can you write me a poem about the ocean', 'a', []);
    expect(OFF_TOPIC_REPLIES).toContain(reply.text);
    expect(reply.buttons).toEqual([]);
  });

  it('never says the same reflection twice in a row', () => {
    let used: string[] = [];
    let previous = '';
    for (let turn = 0; turn < 12; turn += 1) {
      const reply = listeningReply('I feel so alone since I moved here', `s:${turn}`, used);
      expect(reply.text).not.toBe(previous);
      previous = reply.text;
      used = reply.used;
    }
  });
});

describe('"Do I have PTSD?"', () => {
  it.each(['Do I have PTSD?', 'is this PTSD', 'How do I know if I have PTSD?', 'could I have post-traumatic stress'])(
    'is recognised: "%s"',
    (question) => expect(isDiagnosisQuestion(question)).toBe(true),
  );

  it('says the app screens and does not diagnose, with the person\u2019s own latest result', () => {
    const clusters = { intrusion: 10, avoidance: 5, cognition: 12, arousal: 11 };
    const reply = diagnosisReply({
      latestAssessment: { total: 38, clusters, answeredCount: 20, change: null },
      recentMoods: [],
    });
    expect(reply).toContain("I can't diagnose PTSD");
    expect(reply).toContain('Your latest PCL-5 check-in total was 38 out of 80');
    expect(reply).toContain('not a diagnosis');
    expect(diagnosisReply({ latestAssessment: null, recentMoods: [] })).toContain("You haven't taken it yet");
  });

  it('draws no screening conclusion from a partial check-in', () => {
    const clusters = { intrusion: 3, avoidance: 0, cognition: 0, arousal: 0 };
    const reply = diagnosisReply({
      latestAssessment: { total: 3, clusters, answeredCount: 1, change: null },
      recentMoods: [],
    });
    expect(reply).toContain('Partial: 1 of 20 questions answered, so no screening result is drawn.');
    expect(reply).not.toMatch(/cut-off|out of 80/);
  });
});
