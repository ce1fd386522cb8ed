import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// Generates the landing-page art shipped in public/landing and public/og: our own drawings
// (SVG shapes and text rendered by sharp), so no image is fetched from anywhere else.
// Run with `npx tsx scripts/make-landing-images.mts`; sources are listed in public/CREDITS.md.

const root = path.join(process.cwd(), 'public');
const font = "font-family='DejaVu Sans, Liberation Sans, sans-serif'";

type Out = { file: string; svg: string; format?: 'webp' | 'png'; quality?: number };

const svg = (w: number, h: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const gradient = (id: string, a: string, b: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

const heart = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M12 21s-7.5-4.6-10-9.2C.3 8.5 2.2 4 6.4 4c2.3 0 3.9 1.3 5.6 3.3C13.7 5.3 15.3 4 17.6 4 21.8 4 23.7 8.5 22 11.8 19.5 16.4 12 21 12 21z"/>`;

const star = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M12 2l2.9 6.3 6.9.7-5.2 4.7 1.5 6.8L12 17l-6.1 3.5 1.5-6.8L2.2 9l6.9-.7z"/>`;

/** A phone with a post card on its screen. */
const phone = (x: number, y: number, w: number, h: number, screen: string, accent: string, tilt = 0) => `
  <g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})">
    <rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="34" fill="#17152b" opacity="0.18"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="#17152b"/>
    <rect x="${x + 12}" y="${y + 14}" width="${w - 24}" height="${h - 28}" rx="24" fill="#ffffff"/>
    <rect x="${x + w / 2 - 30}" y="${y + 22}" width="60" height="8" rx="4" fill="#17152b"/>
    <circle cx="${x + 40}" cy="${y + 62}" r="14" fill="${accent}"/>
    <rect x="${x + 62}" y="${y + 54}" width="${w * 0.4}" height="8" rx="4" fill="#d9d6ea"/>
    <rect x="${x + 62}" y="${y + 68}" width="${w * 0.25}" height="6" rx="3" fill="#ebe9f5"/>
    <rect x="${x + 24}" y="${y + 92}" width="${w - 48}" height="${h * 0.46}" rx="16" fill="${screen}"/>
    ${heart(x + 26, y + 104 + h * 0.46, 1.1, '#ff4f8b')}
    <rect x="${x + 60}" y="${y + 112 + h * 0.46}" width="${w * 0.3}" height="8" rx="4" fill="#d9d6ea"/>
    <rect x="${x + 24}" y="${y + 140 + h * 0.46}" width="${w - 48}" height="8" rx="4" fill="#ebe9f5"/>
    <rect x="${x + 24}" y="${y + 156 + h * 0.46}" width="${(w - 48) * 0.7}" height="8" rx="4" fill="#ebe9f5"/>
  </g>`;

const bubble = (x: number, y: number, w: number, fill: string, lines: number, right = false) => {
  const h = 26 + lines * 16;
  const tail = right ? `M${x + w - 24} ${y + h} l16 16 l-2 -16 z` : `M${x + 24} ${y + h} l-16 16 l2 -16 z`;
  const bars = Array.from(
    { length: lines },
    (_, i) => `<rect x="${x + 18}" y="${y + 16 + i * 16}" width="${(w - 36) * (i === lines - 1 ? 0.6 : 1)}" height="8" rx="4" fill="#ffffff" opacity="0.85"/>`,
  ).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/><path d="${tail}" fill="${fill}"/>${bars}`;
};

const person = (cx: number, cy: number, r: number, skin: string, shirt: string, hair: string) => `
  <circle cx="${cx}" cy="${cy + r * 2.2}" r="${r * 1.6}" fill="${shirt}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${skin}"/>
  <path d="M${cx - r} ${cy - r * 0.1} a${r} ${r} 0 0 1 ${r * 2} 0 q${-r * 0.2} ${-r * 0.6} ${-r} ${-r * 0.55} q${-r * 0.8} 0 ${-r} ${r * 0.55} z" fill="${hair}"/>`;

const sparkles = (seed: number, w: number, h: number, color: string) =>
  Array.from({ length: 7 }, (_, k) => {
    const x = (k * 149 + seed * 83) % w;
    const y = (k * 97 + seed * 41) % h;
    return `<circle cx="${x}" cy="${y}" r="${3 + (k % 3) * 3}" fill="${color}" opacity="${0.25 + (k % 3) * 0.15}"/>`;
  }).join('');

// Hero slides: 720x600, one idea each (connect, campaigns, conversation, organise, report).
const heroBg = (i: number, a: string, b: string) =>
  `<defs>${gradient(`bg${i}`, a, b)}</defs><rect width="720" height="600" rx="40" fill="url(#bg${i})"/>${sparkles(i, 720, 600, '#ffffff')}`;

const hero: Out[] = [
  {
    file: 'landing/hero-1.webp',
    svg: svg(
      720,
      600,
      `${heroBg(1, '#5b3df5', '#ff4f8b')}
      ${phone(90, 90, 240, 430, '#ffd166', '#5b3df5', -8)}
      ${phone(390, 80, 240, 430, '#8fd3ff', '#ff4f8b', 7)}
      <path d="M330 300 C 360 250, 380 250, 400 300" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" stroke-dasharray="2 16"/>
      ${heart(336, 220, 2.2, '#ffffff')}`,
    ),
  },
  {
    file: 'landing/hero-2.webp',
    svg: svg(
      720,
      600,
      `${heroBg(2, '#0ea5a4', '#5b3df5')}
      ${[0, 1, 2, 3]
        .map((k) => {
          const x = 90 + (k % 2) * 280;
          const y = 80 + Math.floor(k / 2) * 230;
          const fills = ['#ffd166', '#ff8fb1', '#8fd3ff', '#b8f2c9'];
          return `<rect x="${x + 6}" y="${y + 10}" width="250" height="200" rx="22" fill="#0b1f3a" opacity="0.18"/>
            <rect x="${x}" y="${y}" width="250" height="200" rx="22" fill="#ffffff"/>
            <rect x="${x + 14}" y="${y + 14}" width="222" height="100" rx="14" fill="${fills[k]}"/>
            <rect x="${x + 22}" y="${y + 22}" width="54" height="20" rx="10" fill="#ff4f8b"/>
            <rect x="${x + 18}" y="${y + 128}" width="150" height="12" rx="6" fill="#17152b" opacity="0.8"/>
            <rect x="${x + 18}" y="${y + 150}" width="100" height="9" rx="4" fill="#b9b5d0"/>
            <rect x="${x + 150}" y="${y + 164}" width="86" height="24" rx="12" fill="#5b3df5"/>`;
        })
        .join('')}`,
    ),
  },
  {
    file: 'landing/hero-3.webp',
    svg: svg(
      720,
      600,
      `${heroBg(3, '#f97316', '#db2777')}
      ${person(170, 190, 56, '#f2c29b', '#17152b', '#3b2314')}
      ${person(550, 360, 56, '#c98d63', '#ffffff', '#17152b')}
      ${bubble(260, 110, 300, '#5b3df5', 3)}
      ${bubble(160, 330, 290, '#17152b', 2, true)}
      ${bubble(250, 470, 220, '#5b3df5', 1)}`,
    ),
  },
  {
    file: 'landing/hero-4.webp',
    svg: svg(
      720,
      600,
      `${heroBg(4, '#2563eb', '#0f172a')}
      ${[0, 1, 2]
        .map((col) => {
          const x = 70 + col * 200;
          const colours = ['#ffd166', '#38bdf8', '#b8f2c9'];
          const cards = Array.from(
            { length: 3 - (col === 2 ? 1 : 0) },
            (_, r) =>
              `<rect x="${x + 12}" y="${150 + r * 110}" width="156" height="92" rx="14" fill="#ffffff"/>
             <rect x="${x + 26}" y="${166 + r * 110}" width="44" height="10" rx="5" fill="${colours[col]}"/>
             <rect x="${x + 26}" y="${188 + r * 110}" width="120" height="9" rx="4" fill="#17152b" opacity="0.75"/>
             <rect x="${x + 26}" y="${206 + r * 110}" width="90" height="8" rx="4" fill="#c9c6dc"/>
             <circle cx="${x + 146}" cy="${222 + r * 110}" r="10" fill="${colours[col]}"/>`,
          ).join('');
          return `<rect x="${x}" y="90" width="180" height="440" rx="20" fill="#ffffff" opacity="0.14"/>
            <rect x="${x + 14}" y="106" width="90" height="14" rx="7" fill="#ffffff" opacity="0.9"/>${cards}`;
        })
        .join('')}
      <path d="M470 360 l20 20 l40 -44" stroke="#127a4a" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 -150)"/>`,
    ),
  },
  {
    file: 'landing/hero-5.webp',
    svg: svg(
      720,
      600,
      `${heroBg(5, '#9333ea', '#1e1b4b')}
      <rect x="80" y="90" width="560" height="420" rx="28" fill="#ffffff"/>
      <rect x="112" y="120" width="180" height="16" rx="8" fill="#17152b" opacity="0.8"/>
      <rect x="112" y="146" width="120" height="10" rx="5" fill="#c9c6dc"/>
      ${[120, 190, 150, 260, 220, 300, 280]
        .map(
          (h, k) =>
            `<rect x="${120 + k * 66}" y="${470 - h}" width="40" height="${h}" rx="10" fill="${k === 5 ? '#ff4f8b' : '#5b3df5'}" opacity="${k === 5 ? 1 : 0.35 + k * 0.08}"/>`,
        )
        .join('')}
      <polyline points="140,380 206,330 272,350 338,260 404,280 470,190 536,200" fill="none" stroke="#ffd166" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="470" y="112" width="140" height="54" rx="14" fill="#eeeaff"/>
      <path d="M492 150 l14 -16 l12 10 l18 -22" stroke="#127a4a" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="548" y="130" width="46" height="12" rx="6" fill="#5b3df5"/>`,
    ),
  },
];

// Banner carousel: 640x420 creator scenes (camera, ring light, podcast mic, travel frame).
const bannerBg = (i: number, a: string, b: string) =>
  `<defs>${gradient(`bb${i}`, a, b)}</defs><rect width="640" height="420" fill="url(#bb${i})"/>${sparkles(i + 3, 640, 420, '#ffffff')}`;

const banner: Out[] = [
  {
    file: 'landing/banner-1.webp',
    svg: svg(
      640,
      420,
      `${bannerBg(1, '#ff4f8b', '#5b3df5')}
      <rect x="170" y="130" width="300" height="190" rx="30" fill="#17152b"/>
      <rect x="220" y="100" width="90" height="40" rx="12" fill="#17152b"/>
      <circle cx="320" cy="225" r="70" fill="#4b4866"/><circle cx="320" cy="225" r="50" fill="#8fd3ff"/><circle cx="300" cy="205" r="14" fill="#ffffff" opacity="0.7"/>
      <circle cx="430" cy="165" r="10" fill="#ff4f8b"/>
      ${heart(470, 60, 2.4, '#ffffff')}${star(110, 300, 2, '#ffd166')}`,
    ),
  },
  {
    file: 'landing/banner-2.webp',
    svg: svg(
      640,
      420,
      `${bannerBg(2, '#0ea5a4', '#2563eb')}
      <circle cx="320" cy="190" r="120" fill="none" stroke="#ffffff" stroke-width="22" opacity="0.95"/>
      <rect x="312" y="310" width="16" height="90" fill="#17152b"/><rect x="260" y="396" width="120" height="12" rx="6" fill="#17152b"/>
      ${phone(262, 102, 116, 190, '#ffd166', '#ff4f8b')}`,
    ),
  },
  {
    file: 'landing/banner-3.webp',
    svg: svg(
      640,
      420,
      `${bannerBg(3, '#f97316', '#9333ea')}
      <rect x="270" y="70" width="100" height="180" rx="50" fill="#17152b"/>
      ${Array.from({ length: 6 }, (_, k) => `<rect x="288" y="${98 + k * 22}" width="64" height="6" rx="3" fill="#4b4866"/>`).join('')}
      <path d="M240 200 v20 a80 80 0 0 0 160 0 v-20" stroke="#17152b" stroke-width="14" fill="none"/>
      <rect x="312" y="298" width="16" height="70" fill="#17152b"/><rect x="250" y="364" width="140" height="14" rx="7" fill="#17152b"/>
      <path d="M130 170 q-30 40 0 80 M100 150 q-50 60 0 120 M510 170 q30 40 0 80 M540 150 q50 60 0 120" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    ),
  },
  {
    file: 'landing/banner-4.webp',
    svg: svg(
      640,
      420,
      `${bannerBg(4, '#16a34a', '#0f172a')}
      <g transform="rotate(-6 320 210)">
        <rect x="170" y="70" width="300" height="290" rx="14" fill="#ffffff"/>
        <rect x="190" y="90" width="260" height="200" rx="8" fill="#8fd3ff"/>
        <path d="M190 290 l80 -90 l60 60 l40 -40 l80 70 z" fill="#127a4a"/>
        <circle cx="400" cy="140" r="24" fill="#ffd166"/>
        <rect x="200" y="310" width="140" height="12" rx="6" fill="#17152b" opacity="0.8"/>
        <rect x="200" y="332" width="90" height="9" rx="4" fill="#c9c6dc"/>
      </g>
      ${heart(480, 290, 2.4, '#ff4f8b')}`,
    ),
  },
];

// Review portraits: 160x160 drawn avatars.
const avatarColours: [string, string, string, string][] = [
  ['#eeeaff', '#f2c29b', '#5b3df5', '#3b2314'],
  ['#ffe3ee', '#c98d63', '#ff4f8b', '#17152b'],
  ['#e3f6ec', '#e0ac82', '#127a4a', '#5a3418'],
  ['#fff3d6', '#8d5a3b', '#f97316', '#17152b'],
  ['#e0f2fe', '#f5d0b0', '#2563eb', '#7c2d12'],
];
const avatars: Out[] = avatarColours.map(([bg, skin, shirt, hair], i) => ({
  file: `landing/avatar-${i + 1}.webp`,
  svg: svg(160, 160, `<rect width="160" height="160" fill="${bg}"/>${person(80, 66, 30, skin, shirt, hair)}`),
}));

// Brand logos for the logo carousel: fictional brands, drawn as a mark plus a wordmark.
const logoNames: [string, string, string][] = [
  ['Nimbus', '#5b3df5', 'circle'],
  ['Chai & Co', '#b45309', 'cup'],
  ['Pixelora', '#db2777', 'square'],
  ['Verdant', '#15803d', 'leaf'],
  ['Kite Labs', '#0369a1', 'kite'],
  ['Saffron', '#c2410c', 'sun'],
  ['OrbitFit', '#7c3aed', 'orbit'],
  ['Lumen', '#0f766e', 'bolt'],
];
const mark = (kind: string, c: string) =>
  ({
    circle: `<circle cx="50" cy="60" r="28" fill="${c}"/><circle cx="62" cy="50" r="12" fill="#ffffff" opacity="0.6"/>`,
    cup: `<rect x="26" y="44" width="40" height="40" rx="8" fill="${c}"/><path d="M66 52 h8 a10 10 0 0 1 0 20 h-8" stroke="${c}" stroke-width="6" fill="none"/><path d="M36 36 q4 -8 0 -14 M48 36 q4 -8 0 -14" stroke="${c}" stroke-width="4" fill="none"/>`,
    square: `<rect x="24" y="34" width="24" height="24" rx="4" fill="${c}"/><rect x="52" y="34" width="24" height="24" rx="4" fill="${c}" opacity="0.6"/><rect x="24" y="62" width="24" height="24" rx="4" fill="${c}" opacity="0.6"/><rect x="52" y="62" width="24" height="24" rx="4" fill="${c}"/>`,
    leaf: `<path d="M24 86 C 24 40, 60 30, 80 32 C 80 60, 64 90, 24 86 z" fill="${c}"/><path d="M30 80 L 70 42" stroke="#ffffff" stroke-width="4"/>`,
    kite: `<path d="M50 28 L78 56 L50 92 L22 56 z" fill="${c}"/><path d="M50 28 V92 M22 56 H78" stroke="#ffffff" stroke-width="3"/>`,
    sun: `<circle cx="50" cy="60" r="18" fill="${c}"/>${Array.from({ length: 8 }, (_, k) => `<rect x="48" y="26" width="4" height="12" rx="2" fill="${c}" transform="rotate(${k * 45} 50 60)"/>`).join('')}`,
    orbit: `<ellipse cx="50" cy="60" rx="30" ry="12" fill="none" stroke="${c}" stroke-width="5" transform="rotate(-25 50 60)"/><circle cx="50" cy="60" r="12" fill="${c}"/>`,
    bolt: `<path d="M56 26 L30 66 H50 L44 94 L72 52 H52 z" fill="${c}"/>`,
  })[kind] ?? '';
const logos: Out[] = logoNames.map(([name, c, kind], i) => ({
  file: `landing/logo-${i + 1}.webp`,
  quality: 90,
  svg: svg(
    320,
    120,
    `<rect width="320" height="120" fill="#ffffff"/>${mark(kind, c)}
    <text x="96" y="74" ${font} font-size="${name.length > 8 ? 30 : 34}" font-weight="700" fill="#17152b">${name.replace('&', '&amp;')}</text>`,
  ),
}));

// Feature illustrations for the Brands Products blocks: 480x320.
const featureArt: [string, string, string][] = [
  ['feature-collaboration', '#5b3df5', '#ff4f8b'],
  ['feature-invitations', '#0ea5a4', '#2563eb'],
  ['feature-engage', '#f97316', '#db2777'],
  ['feature-organise', '#16a34a', '#0f766e'],
  ['feature-reporting', '#9333ea', '#1e1b4b'],
];
const featureBody = [
  `${person(170, 130, 34, '#f2c29b', '#ffffff', '#3b2314')}${person(310, 130, 34, '#c98d63', '#17152b', '#17152b')}
   <path d="M214 170 h52" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>${heart(218, 60, 1.8, '#ffd166')}`,
  `<rect x="140" y="90" width="200" height="140" rx="14" fill="#ffffff"/><path d="M140 104 l100 70 l100 -70" stroke="#2563eb" stroke-width="8" fill="none" stroke-linejoin="round"/>
   <circle cx="336" cy="94" r="24" fill="#ff4f8b"/><text x="336" y="104" ${font} font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">1</text>`,
  `${bubble(110, 70, 220, '#17152b', 2)}${bubble(170, 170, 200, '#ffffff', 2, true).replace(/fill="#ffffff" opacity="0.85"/g, 'fill="#db2777" opacity="0.5"')}`,
  `${[0, 1, 2].map((k) => `<rect x="120" y="${70 + k * 64}" width="240" height="48" rx="12" fill="#ffffff"/><circle cx="146" cy="${94 + k * 64}" r="12" fill="${k < 2 ? '#16a34a' : '#e4e2ef'}"/><rect x="170" y="${88 + k * 64}" width="${150 - k * 30}" height="12" rx="6" fill="#17152b" opacity="0.7"/>`).join('')}`,
  `<rect x="110" y="60" width="260" height="200" rx="16" fill="#ffffff"/>${[60, 100, 80, 130, 150].map((h, k) => `<rect x="${140 + k * 44}" y="${230 - h}" width="28" height="${h}" rx="6" fill="#9333ea" opacity="${0.4 + k * 0.12}"/>`).join('')}
   <polyline points="150,190 194,150 238,170 282,110 326,90" fill="none" stroke="#ff4f8b" stroke-width="6" stroke-linecap="round"/>`,
];
const features: Out[] = featureArt.map(([name, a, b], i) => ({
  file: `landing/${name}.webp`,
  svg: svg(
    480,
    320,
    `<defs>${gradient(`f${i}`, a, b)}</defs><rect width="480" height="320" fill="url(#f${i})"/>${sparkles(i + 9, 480, 320, '#ffffff')}${featureBody[i]}`,
  ),
}));

// Open Graph card for the public pages: 1200x630 PNG (what link previews accept everywhere).
const og: Out = {
  file: 'og/collabmarket.png',
  format: 'png',
  svg: svg(
    1200,
    630,
    `<defs>${gradient('og', '#5b3df5', '#ff4f8b')}</defs><rect width="1200" height="630" fill="url(#og)"/>${sparkles(4, 1200, 630, '#ffffff')}
    <text x="80" y="200" ${font} font-size="40" font-weight="700" fill="#ffffff" opacity="0.9">CollabMarket</text>
    <text x="80" y="300" ${font} font-size="68" font-weight="800" fill="#ffffff">Drive with Creators</text>
    <text x="80" y="384" ${font} font-size="68" font-weight="800" fill="#ffffff">&amp; Influencers</text>
    <text x="80" y="470" ${font} font-size="30" fill="#ffffff" opacity="0.92">Brands post campaigns. Creators ask to join.</text>
    <text x="80" y="512" ${font} font-size="30" fill="#ffffff" opacity="0.92">Both hear back fast.</text>
    ${phone(900, 150, 200, 360, '#ffd166', '#5b3df5', 8)}`,
  ),
};

const all = [...hero, ...banner, ...avatars, ...logos, ...features, og];
await Promise.all(
  all.map(async ({ file, svg: source, format = 'webp', quality = 78 }) => {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const img = sharp(Buffer.from(source));
    await (format === 'png' ? img.png({ compressionLevel: 9, palette: true }) : img.webp({ quality })).toFile(target);
  }),
);
console.log(`wrote ${all.length} images under ${root}`);
