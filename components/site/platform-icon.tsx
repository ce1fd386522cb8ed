// Social platform marks drawn for this site (simple shapes, no external icon font or image).

export type Platform = 'Instagram' | 'YouTube' | 'TikTok' | 'Twitter' | 'Facebook';

const COLORS: Record<Platform, string> = {
  Instagram: '#c13584',
  YouTube: '#d40000',
  TikTok: '#111111',
  Twitter: '#111111',
  Facebook: '#1659c9',
};

function glyph(platform: Platform) {
  switch (platform) {
    case 'Instagram':
      return (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
        </>
      );
    case 'YouTube':
      // One even-odd path: the play triangle is a hole, so the mark works in any single colour.
      return <path fillRule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 9v6l5-3z" fill="currentColor" />;
    case 'TikTok':
      return <path d="M14 3h3c.2 2 1.6 3.6 3.5 3.8v3c-1.3 0-2.5-.4-3.5-1v6.2A5.5 5.5 0 1 1 11.5 9.6v3.1A2.5 2.5 0 1 0 14 15z" fill="currentColor" />;
    case 'Twitter':
      return <path d="M4 4h4.6l3.9 5.4L17 4h2.6l-5.9 6.9L20.5 20h-4.6l-4.2-5.8L6.6 20H4l6.4-7.4z" fill="currentColor" />;
    case 'Facebook':
      return (
        <path
          fillRule="evenodd"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM13.2 20v-6h2l.4-2.5h-2.4V10c0-.7.3-1.3 1.4-1.3h1.1V6.5c-.5-.1-1.2-.2-1.9-.2-2 0-3.2 1.2-3.2 3.4v1.8H8.5V14h2.1v6z"
          fill="currentColor"
        />
      );
  }
}

export function isPlatform(value: string): value is Platform {
  return value in COLORS;
}

/**
 * A platform's mark. With `label` it is an image with that accessible name; without, it is
 * decoration next to text that already names the platform.
 */
export function PlatformIcon({ platform, size = 20, label, colored = true }: { platform: Platform; size?: number; label?: string; colored?: boolean }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" style={colored ? { color: COLORS[platform] } : undefined} focusable="false" {...a11y}>
      {glyph(platform)}
    </svg>
  );
}
