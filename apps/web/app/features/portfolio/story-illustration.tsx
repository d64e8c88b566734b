import { useId } from 'react';

interface Tint {
  readonly from: string;
  readonly to: string;
}

/**
 * Our own abstract illustration for a story card or page: screens and a rising line, tinted per industry. The
 * first industries have their own tint; an industry the team adds later takes one of these by its slug.
 */
const tints: Readonly<Record<string, Tint>> = {
  'bfsi-fintech': { from: '#1d4ed8', to: '#0ea5e9' },
  healthcare: { from: '#0f766e', to: '#34d399' },
  edtech: { from: '#7c3aed', to: '#f59e0b' },
  'internet-saas': { from: '#4338ca', to: '#22d3ee' },
  'digital-commerce': { from: '#be185d', to: '#fb923c' },
  'green-sustainability': { from: '#15803d', to: '#facc15' },
};

const palette: readonly Tint[] = Object.values(tints);

function tintOf(industry: string): Tint {
  const own = tints[industry];
  if (own) return own;
  let hash = 0;
  for (const char of industry) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? { from: '#1d4ed8', to: '#0ea5e9' };
}

export function StoryIllustration({
  industry,
  className = '',
}: {
  readonly industry: string;
  readonly className?: string;
}) {
  const tint = tintOf(industry);
  const gradient = `story-tint-${useId().replace(/:/g, '')}`;
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 320 200" width="320" height="200" className={`h-auto ${className}`}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={tint.from} />
          <stop offset="1" stopColor={tint.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="20" fill={`url(#${gradient})`} opacity="0.14" />
      <rect x="28" y="30" width="170" height="120" rx="12" fill={`url(#${gradient})`} opacity="0.85" />
      <rect x="42" y="46" width="90" height="10" rx="5" fill="#fff" opacity="0.9" />
      <rect x="42" y="64" width="130" height="8" rx="4" fill="#fff" opacity="0.55" />
      <polyline
        points="42,132 72,118 98,124 124,100 150,104 180,78"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="214" y="58" width="78" height="120" rx="14" fill={tint.from} opacity="0.9" />
      <rect x="224" y="72" width="58" height="78" rx="6" fill="#fff" opacity="0.85" />
      <circle cx="253" cy="164" r="6" fill="#fff" opacity="0.8" />
      <circle cx="240" cy="96" r="10" fill={tint.to} />
      <rect x="232" y="114" width="42" height="6" rx="3" fill={tint.from} opacity="0.5" />
      <rect x="232" y="126" width="30" height="6" rx="3" fill={tint.from} opacity="0.35" />
    </svg>
  );
}
