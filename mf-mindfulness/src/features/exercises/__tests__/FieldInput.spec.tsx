import { renderWithApp } from '@anchor/app-runtime/testing';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { ExerciseCopy } from '../copy';
import { ratingSlider, type FieldValue } from '../exercise-types';
import { FieldInput } from '../FieldInput';

function RatedField({ onChange }: { onChange: (value: FieldValue) => void }) {
  const [value, setValue] = useState<FieldValue | undefined>(undefined);
  return (
    <FieldInput
      field={ratingSlider('belief', 'Belief in the thought')}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('a rating slider in an exercise', () => {
  it('says it is not rated until the person moves it, then reads the rating', () => {
    const onChange = jest.fn();
    renderWithApp(<RatedField onChange={onChange} />);

    const slider = screen.getByRole('slider', { name: `Belief in the thought (1-10): ${ExerciseCopy.notRated}` });
    expect(slider).toHaveAttribute('aria-valuetext', ExerciseCopy.notRated);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(slider, { target: { value: '8' } });
    expect(onChange).toHaveBeenLastCalledWith(8);
    expect(screen.getByRole('slider', { name: 'Belief in the thought (1-10): 8' })).not.toHaveAttribute(
      'aria-valuetext',
    );
  });

  it('rates the middle value when the resting thumb is clicked', () => {
    const onChange = jest.fn();
    renderWithApp(<RatedField onChange={onChange} />);
    fireEvent.click(screen.getByRole('slider'));
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(screen.getByRole('slider', { name: 'Belief in the thought (1-10): 6' })).toBeInTheDocument();
  });
});
