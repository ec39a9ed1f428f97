import { StyledCheckLabel, StyledFieldset } from './step-styles';

export interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A labelled set of checkboxes; the selection keeps the options' order. */
export function CheckboxGroup({ legend, options, selected, onChange }: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((item) => (item === option ? checked : selected.includes(item))));
  return (
    <StyledFieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <StyledCheckLabel key={option}>
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          {option}
        </StyledCheckLabel>
      ))}
    </StyledFieldset>
  );
}
