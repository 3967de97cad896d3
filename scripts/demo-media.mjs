// Draws the seed's demo pictures (seed/media/): simple landscapes and abstract shapes rendered from
// SVG and saved as small WebP files, so the demo site shows real pictures without any outside host.
// Run again only to change them: `node scripts/demo-media.mjs` (needs sharp, which wrangler brings).
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const OUT = "seed/media";

const landscape = (sky, sun, hills) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#sky)"/>
  <circle cx="${sun[0]}" cy="${sun[1]}" r="${sun[2]}" fill="${sun[3]}" opacity="0.9"/>
  ${hills
    .map(
      ([y, color, wave], i) =>
        `<path d="M0 ${y} C 300 ${y - wave} 600 ${y + wave} 900 ${y - wave / 2} S 1400 ${y + wave / 2} 1600 ${y - wave} V 1000 H 0 Z" fill="${color}" opacity="${0.85 + i * 0.05}"/>`,
    )
    .join("")}
</svg>`;

const shapes = (bg, blobs) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="40"/></filter></defs>
  <rect width="1600" height="1000" fill="url(#bg)"/>
  <g filter="url(#soft)">${blobs.map(([x, y, r, c]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="0.75"/>`).join("")}</g>
</svg>`;

const portrait = (bg, skin, hair, shirt) => `
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${bg}"/>
  <ellipse cx="200" cy="400" rx="150" ry="110" fill="${shirt}"/>
  <rect x="175" y="230" width="50" height="60" rx="20" fill="${skin}"/>
  <circle cx="200" cy="180" r="78" fill="${hair}"/>
  <ellipse cx="200" cy="200" rx="64" ry="74" fill="${skin}"/>
</svg>`;

/** name, SVG, alt text (de, en). */
const PICTURES = [
  [
    "sunrise",
    landscape(
      ["#ffb88c", "#ffe3b3"],
      [1100, 420, 120, "#fff4d6"],
      [
        [700, "#8fb996", 60],
        [820, "#5c8d6b", 80],
        [930, "#35604a", 50],
      ],
    ),
    "Sonnenaufgang über grünen Hügeln",
    "Sunrise over green hills",
  ],
  [
    "lake",
    landscape(
      ["#7fb3d5", "#d6eaf8"],
      [400, 300, 90, "#fdfefe"],
      [
        [620, "#5d6d7e", 120],
        [760, "#2e86c1", 20],
        [900, "#1b4f72", 30],
      ],
    ),
    "Bergsee unter hellem Himmel",
    "Mountain lake under a bright sky",
  ],
  [
    "dusk",
    landscape(
      ["#4a235a", "#f1948a"],
      [800, 640, 150, "#f9e79f"],
      [
        [720, "#6c3483", 90],
        [850, "#4a235a", 70],
        [960, "#1c0f24", 40],
      ],
    ),
    "Abendstimmung mit violetten Bergen",
    "Evening mood with violet mountains",
  ],
  [
    "meadow",
    landscape(
      ["#aed6f1", "#ebf5fb"],
      [1300, 220, 80, "#fef9e7"],
      [
        [640, "#abebc6", 50],
        [780, "#58d68d", 70],
        [920, "#239b56", 40],
      ],
    ),
    "Sommerwiese unter blauem Himmel",
    "Summer meadow under a blue sky",
  ],
  [
    "forest",
    landscape(
      ["#d5f5e3", "#a9dfbf"],
      [300, 260, 70, "#fcf3cf"],
      [
        [560, "#52be80", 140],
        [720, "#1e8449", 110],
        [880, "#145a32", 80],
      ],
    ),
    "Bewaldete Hügel im Morgenlicht",
    "Wooded hills in the morning light",
  ],
  [
    "calm",
    shapes(
      ["#f5eef8", "#d6eaf8"],
      [
        [400, 300, 260, "#bb8fce"],
        [1100, 600, 320, "#85c1e9"],
        [800, 200, 180, "#f8c471"],
      ],
    ),
    "Ruhige Farbflächen in Pastell",
    "Calm pastel colour fields",
  ],
  [
    "warm",
    shapes(
      ["#fdebd0", "#fadbd8"],
      [
        [300, 700, 300, "#f5b041"],
        [1200, 300, 280, "#ec7063"],
        [800, 800, 200, "#f7dc6f"],
      ],
    ),
    "Warme Farbflächen in Orange und Rot",
    "Warm colour fields in orange and red",
  ],
  [
    "fresh",
    shapes(
      ["#e8f8f5", "#d4efdf"],
      [
        [500, 400, 280, "#48c9b0"],
        [1200, 700, 260, "#5dade2"],
        [1000, 150, 160, "#a9dfbf"],
      ],
    ),
    "Frische Farbflächen in Grün und Blau",
    "Fresh colour fields in green and blue",
  ],
  [
    "person-1",
    portrait("#d6eaf8", "#f0c8a0", "#5b3a29", "#2874a6"),
    "Porträt-Illustration einer Person mit braunem Haar",
    "Portrait illustration of a person with brown hair",
  ],
  [
    "person-2",
    portrait("#fdebd0", "#c68a5c", "#1b1b1b", "#7d3c98"),
    "Porträt-Illustration einer Person mit schwarzem Haar",
    "Portrait illustration of a person with black hair",
  ],
  [
    "person-3",
    portrait("#e8f8f5", "#f5d5b8", "#b9770e", "#117a65"),
    "Porträt-Illustration einer Person mit blondem Haar",
    "Portrait illustration of a person with blond hair",
  ],
];

mkdirSync(OUT, { recursive: true });
const manifest = [];
for (const [name, svg, altDe, altEn] of PICTURES) {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 6 }).toBuffer();
  const { width, height } = await sharp(bytes).metadata();
  writeFileSync(`${OUT}/${name}.webp`, bytes);
  const hash = createHash("sha256").update(bytes).digest("hex");
  manifest.push({
    name,
    file: `${name}.webp`,
    hash,
    ext: "webp",
    bytes: bytes.length,
    width,
    height,
    alt_de: altDe,
    alt_en: altEn,
  });
  console.log(`${name}.webp ${(bytes.length / 1024).toFixed(1)} KB ${width}x${height}`);
}
writeFileSync(`${OUT}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
