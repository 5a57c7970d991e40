interface WordmarkProps {
  /** 'light' on a dark background. */
  tone?: 'dark' | 'light';
  height?: number;
}

/** The Tasman wordmark: a stylised wave and the name, as SVG so it stays crisp at any size. */
export function Wordmark({ tone = 'dark', height = 28 }: WordmarkProps) {
  const ink = tone === 'light' ? '#ffffff' : '#142a55';
  const accent = tone === 'light' ? '#7fd3e6' : '#2b8fb0';
  return (
    <svg
      role="img"
      aria-label="Tasman"
      height={height}
      viewBox="0 0 148 32"
      xmlns="http://www.w3.org/2000/svg"
      style={{ display: 'block' }}
    >
      <path d="M2 21c5-7 9-7 14 0s9 7 14 0" fill="none" stroke={accent} strokeWidth="3.2" strokeLinecap="round" />
      <path d="M2 12c5-7 9-7 14 0s9 7 14 0" fill="none" stroke={ink} strokeWidth="3.2" strokeLinecap="round" />
      <text
        x="40"
        y="23.5"
        fill={ink}
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="1.5"
      >
        Tasman
      </text>
    </svg>
  );
}
