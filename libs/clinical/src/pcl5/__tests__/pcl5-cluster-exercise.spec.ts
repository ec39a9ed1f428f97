import { MINDFULNESS_VIEW_KEYS } from '@anchor/contracts';
import { PCL5_CLUSTER_EXERCISE, pcl5ClusterMaximum, pcl5ClusterOf, pcl5LeadingCluster } from '../pcl5-cluster-exercise';

describe('PCL-5 cluster exercises', () => {
  it('suits one exercise to each cluster, the same in chat and in Mindfulness', () => {
    expect(PCL5_CLUSTER_EXERCISE.intrusion).toMatchObject({
      chatTool: 'grounding',
      mindfulness: 'cbt_anxiety_management',
    });
    expect(PCL5_CLUSTER_EXERCISE.avoidance).toMatchObject({
      chatTool: 'activation',
      mindfulness: 'cbt_behavioral_activation',
    });
    expect(PCL5_CLUSTER_EXERCISE.cognition).toMatchObject({
      chatTool: 'thought_record',
      mindfulness: 'cbt_thought_challenging',
    });
    expect(PCL5_CLUSTER_EXERCISE.arousal).toMatchObject({ chatTool: 'breathing', mindfulness: 'breathing' });
    for (const exercise of Object.values(PCL5_CLUSTER_EXERCISE)) {
      expect(MINDFULNESS_VIEW_KEYS).toContain(exercise.mindfulness);
    }
  });

  it('leads with the cluster at the largest share of its maximum, not the largest raw total', () => {
    expect([pcl5ClusterMaximum('intrusion'), pcl5ClusterMaximum('avoidance'), pcl5ClusterMaximum('cognition')]).toEqual(
      [20, 8, 28],
    );
    // Avoidance 6 of 8 (75 %) outweighs cognition 14 of 28 (50 %).
    expect(pcl5LeadingCluster({ intrusion: 5, avoidance: 6, cognition: 14, arousal: 6 })).toEqual({
      cluster: 'avoidance',
      share: 0.75,
    });
    expect(pcl5LeadingCluster({ intrusion: 10, avoidance: 4, cognition: 0, arousal: 0 })?.cluster).toBe('intrusion');
    expect(pcl5LeadingCluster({ intrusion: 0, avoidance: 0, cognition: 0, arousal: 0 })).toBeNull();
  });

  it('finds the cluster of each item: B 1-5, C 6-7, D 8-14, E 15-20', () => {
    expect([0, 4, 5, 6, 7, 13, 14, 19].map(pcl5ClusterOf)).toEqual([
      'intrusion',
      'intrusion',
      'avoidance',
      'avoidance',
      'cognition',
      'cognition',
      'arousal',
      'arousal',
    ]);
  });
});
