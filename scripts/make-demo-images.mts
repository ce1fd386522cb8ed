import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// Generates the demo campaign images shipped in public/demo (our own art: gradients and shapes).
const palettes = [
  ['#5b3df5', '#ff4f8b', '#ffd166'],
  ['#0ea5a4', '#14532d', '#facc15'],
  ['#f97316', '#7c2d12', '#fde68a'],
  ['#2563eb', '#0f172a', '#38bdf8'],
  ['#db2777', '#4c0519', '#fbcfe8'],
  ['#16a34a', '#052e16', '#bbf7d0'],
  ['#9333ea', '#1e1b4b', '#f0abfc'],
  ['#e11d48', '#172554', '#fecdd3'],
];

const out = path.join(process.cwd(), 'public', 'demo');
fs.mkdirSync(out, { recursive: true });
await Promise.all(
  palettes.map(async ([a, b, c], i) => {
    const shapes = Array.from({ length: 6 }, (_, k) => {
      const x = (k * 173 + i * 97) % 800;
      const y = (k * 113 + i * 61) % 500;
      const r = 40 + ((k * 37 + i * 11) % 90);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${k % 2 ? c : '#ffffff'}" fill-opacity="${0.12 + (k % 3) * 0.1}"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
      <rect width="800" height="500" fill="url(#g)"/>${shapes}
      <rect x="300" y="150" width="200" height="200" rx="36" fill="${c}" fill-opacity="0.9" transform="rotate(${i * 9} 400 250)"/>
    </svg>`;
    await sharp(Buffer.from(svg))
      .webp({ quality: 80 })
      .toFile(path.join(out, `campaign-${i + 1}.webp`));
  }),
);
console.log(`wrote ${palettes.length} images to ${out}`);

// The demo accounts' pictures: a logo per demo brand and a portrait card per demo creator (their
// initials on our colours), so no seeded account shows an empty or broken picture.
const initials = (name: string) =>
  name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
const brands = ['Chai & Co', 'Urban Threads', 'FitFuel', 'Wanderlust Trips'];
const people = [
  'Priya Sharma',
  'Arjun Nair',
  'Sana Khan',
  'Dev Patel',
  'Neha Joshi',
  'Kavya Reddy',
  'Rahul Menon',
  'Fatima Sheikh',
  'Ishaan Bose',
  'Lakshmi Iyer',
];
const picture = (text: string, [a, b, c]: string[], round: boolean) => `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="256" height="256" rx="${round ? 128 : 48}" fill="url(#g)"/>
  <circle cx="196" cy="60" r="34" fill="${c}" fill-opacity="0.35"/>
  <text x="128" y="154" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="92" fill="#ffffff">${text.replace('&', '&amp;')}</text>
</svg>`;
await Promise.all([
  ...brands.map((name, i) =>
    sharp(Buffer.from(picture(initials(name), palettes[i % palettes.length], false)))
      .webp({ quality: 85 })
      .toFile(path.join(out, `brand-${i + 1}.webp`)),
  ),
  ...people.map((name, i) =>
    sharp(Buffer.from(picture(initials(name), palettes[(i + 3) % palettes.length], true)))
      .webp({ quality: 85 })
      .toFile(path.join(out, `creator-${i + 1}.webp`)),
  ),
]);
console.log(`wrote ${brands.length} brand logos and ${people.length} creator pictures to ${out}`);
