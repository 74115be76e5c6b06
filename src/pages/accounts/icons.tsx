// Icons of the account tools: 20 px strokes in the current colour, hidden from assistive technology (the
// buttons carry Turkish labels).

const props = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** Two people: other accounts. */
export const AccountsIcon = () => (
  <svg {...props}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5" />
    <circle cx="17" cy="9" r="2.4" />
    <path d="M16.5 13.6c2.6.2 4.5 2.1 4.5 4.9" />
  </svg>
);
