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
