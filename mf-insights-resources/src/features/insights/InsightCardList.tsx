import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@anchor/ui';
import { InsightsCopy, TOP_CARDS } from './copy';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const StyledToggle = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
  text-align: center;
`;

export interface InsightCardListProps<T extends { id: string }> {
  /** Already sorted high to low by the server. */
  cards: T[];
  renderCard: (card: T) => ReactNode;
}

/** The top 3 cards, or all of them once the person asks to go deeper. */
export function InsightCardList<T extends { id: string }>({ cards, renderCard }: InsightCardListProps<T>) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? cards : cards.slice(0, TOP_CARDS);
  return (
    <>
      <StyledList>
        {shown.map((card) => (
          <li key={card.id}>{renderCard(card)}</li>
        ))}
      </StyledList>
      {cards.length > TOP_CARDS ? (
        <StyledToggle>
          <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
            {showAll ? InsightsCopy.showTop : InsightsCopy.showAll}
          </Button>
        </StyledToggle>
      ) : null}
    </>
  );
}
