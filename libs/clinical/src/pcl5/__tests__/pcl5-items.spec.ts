import { PCL5_ITEM_COUNT } from '@anchor/contracts';
import { PCL5_ANSWER_LABELS, PCL5_ANSWER_OPTIONS, PCL5_ESTIMATED_TIME, PCL5_ITEMS, pcl5Prompt } from '../pcl5-items';

describe('PCL-5 items', () => {
  it('has the 20 items in the published order', () => {
    expect(PCL5_ITEMS).toHaveLength(PCL5_ITEM_COUNT);
    expect(PCL5_ITEMS[0]).toBe('Repeated, disturbing, and unwanted memories of the stressful experience?');
    expect(PCL5_ITEMS[1]).toMatch(/^Repeated, disturbing dreams/);
    expect(PCL5_ITEMS[2]).toMatch(/reliving it/);
    expect(PCL5_ITEMS[7]).toBe('Trouble remembering important parts of the stressful experience?');
    expect(PCL5_ITEMS[16]).toBe('Being "superalert" or watchful or on guard?');
    expect(PCL5_ITEMS[19]).toBe('Trouble falling or staying asleep?');
    expect(new Set(PCL5_ITEMS).size).toBe(PCL5_ITEM_COUNT);
  });

  it('prompts every item with the spec sentence', () => {
    expect(pcl5Prompt(PCL5_ITEMS[17])).toBe(
      'In the past month, how much were you bothered by: Feeling jumpy or easily startled?',
    );
  });

  it('labels the answers 0 to 4 as the spec names them', () => {
    expect(PCL5_ANSWER_LABELS).toEqual(['Not at all', 'A little bit', 'Moderately', 'Quite a bit', 'Extremely']);
    expect(PCL5_ANSWER_OPTIONS[4]).toEqual({ value: 4, label: 'Extremely' });
    expect(PCL5_ESTIMATED_TIME).toBe('5-10 minutes');
  });
});
