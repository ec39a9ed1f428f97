export interface WarningIconProps {
  label: string;
}

/** A triangle with an exclamation mark, drawn in the current text colour so the theme decides its colour. */
export function WarningIcon({ label }: WarningIconProps) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" role="img" aria-label={label} focusable="false">
      <path fill="currentColor" d="M12 2 1 21h22L12 2zm0 4.2L19.5 19h-15L12 6.2z" />
      <path fill="currentColor" d="M11 10h2v5h-2zm0 6h2v2h-2z" />
    </svg>
  );
}
