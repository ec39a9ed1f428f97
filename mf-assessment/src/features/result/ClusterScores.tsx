import { PCL5_CLUSTER_ITEMS } from '@anchor/clinical';
import { PCL5_MAX_ANSWER, type Pcl5Clusters } from '@anchor/contracts';
import styled from 'styled-components';
import { ClusterNames, ResultCopy } from '../../copy';

export interface ClusterScoresProps {
  clusters: Pcl5Clusters;
}

export const CLUSTER_KEYS = Object.keys(ClusterNames) as (keyof Pcl5Clusters)[];

/** Highest possible score of a cluster: its item count times the top answer. */
export function clusterMaximum(cluster: keyof Pcl5Clusters): number {
  const [first, last] = PCL5_CLUSTER_ITEMS[cluster];
  return (last - first + 1) * PCL5_MAX_ANSWER;
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  margin: 0;
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
  }
`;

const StyledHeading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The four symptom-group scores with their names and maxima. */
export function ClusterScores({ clusters }: ClusterScoresProps) {
  return (
    <section>
      <StyledHeading>{ResultCopy.clustersTitle}</StyledHeading>
      <StyledList>
        {CLUSTER_KEYS.map((key) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{ClusterNames[key]}</dt>
            <dd>{ResultCopy.clusterScore(clusters[key], clusterMaximum(key))}</dd>
          </div>
        ))}
      </StyledList>
    </section>
  );
}
