#!/usr/bin/env node
// Makes the site's stand-in photos: one flat illustration per photo slot, drawn as SVG and
// saved as a JPEG source in src/assets/photos/<slot>.jpg. The school replaces a slot by
// saving its own photo under the same name (see README, "Photos"); the build then makes the
// AVIF/WebP sizes from whatever file is there.
//
//   node scripts/make-illustration.ts <slot> <motif> [--portrait] [--force]
//
// Motifs: campus, classroom, science, sport, water, music, farm, food, sky, books, people,
// portrait, chess, robot, care, faith, laundry, map, wheels.
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const outDir = fileURLToPath(new URL("../src/assets/photos/", import.meta.url));

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Five colours: main, accent, light background, mid tone, ink. */
type Palette = readonly [string, string, string, string, string];

/** Draws a motif's SVG shapes on a `w` × `h` picture in the palette's colours. */
type Motif = (p: Palette, w: number, h: number) => string;

const palettes: readonly Palette[] = [
  ["#0b6338", "#f2c230", "#e8f5ec", "#7cc49a", "#1c2430"],
  ["#1d4e89", "#f6d365", "#e6f0fb", "#7fb3e0", "#14213d"],
  ["#8a3b12", "#f4a259", "#fbeee0", "#d9895b", "#2b1a10"],
  ["#5b2a86", "#f7b2d9", "#f3e9fb", "#b48ad8", "#22163a"],
  ["#0f766e", "#fde68a", "#e3f6f4", "#5fc4b8", "#102a28"],
  ["#9f1239", "#fecdd3", "#fdf0f2", "#f08aa0", "#2a0f18"],
];

const motifs: Readonly<Record<string, Motif>> = {
  campus: (p, w, h) => `
    <rect x="${w * 0.18}" y="${h * 0.42}" width="${w * 0.64}" height="${h * 0.34}" fill="${p[2]}" stroke="${p[4]}" stroke-width="6"/>
    <polygon points="${w * 0.14},${h * 0.44} ${w * 0.5},${h * 0.22} ${w * 0.86},${h * 0.44}" fill="${p[0]}"/>
    ${[0.26, 0.38, 0.58, 0.7].map((x) => `<rect x="${w * x}" y="${h * 0.5}" width="${w * 0.06}" height="${h * 0.1}" fill="${p[3]}"/>`).join("")}
    <rect x="${w * 0.46}" y="${h * 0.58}" width="${w * 0.08}" height="${h * 0.18}" fill="${p[4]}"/>`,
  classroom: (p, w, h) => `
    <rect x="${w * 0.15}" y="${h * 0.18}" width="${w * 0.7}" height="${h * 0.36}" rx="12" fill="${p[0]}"/>
    <path d="M${w * 0.22} ${h * 0.3} h${w * 0.3} M${w * 0.22} ${h * 0.38} h${w * 0.42} M${w * 0.22} ${h * 0.46} h${w * 0.2}" stroke="${p[2]}" stroke-width="8"/>
    ${[0.2, 0.45, 0.7].map((x) => `<rect x="${w * x}" y="${h * 0.66}" width="${w * 0.14}" height="${h * 0.06}" fill="${p[4]}"/><circle cx="${w * (x + 0.07)}" cy="${h * 0.6}" r="${h * 0.05}" fill="${p[1]}"/>`).join("")}`,
  science: (p, w, h) => `
    <path d="M${w * 0.42} ${h * 0.2} v${h * 0.2} l-${w * 0.12} ${h * 0.36} h${w * 0.4} l-${w * 0.12} -${h * 0.36} v-${h * 0.2} z" fill="${p[3]}" stroke="${p[4]}" stroke-width="6"/>
    <circle cx="${w * 0.5}" cy="${h * 0.68}" r="${h * 0.05}" fill="${p[1]}"/>
    <circle cx="${w * 0.72}" cy="${h * 0.35}" r="${h * 0.12}" fill="none" stroke="${p[0]}" stroke-width="6"/>
    <circle cx="${w * 0.72}" cy="${h * 0.35}" r="${h * 0.03}" fill="${p[0]}"/>`,
  sport: (p, w, h) => `
    <rect x="0" y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="${p[0]}"/>
    <path d="M${w * 0.5} ${h * 0.6} v${h * 0.4}" stroke="${p[2]}" stroke-width="6"/>
    <circle cx="${w * 0.5}" cy="${h * 0.8}" r="${h * 0.12}" fill="none" stroke="${p[2]}" stroke-width="6"/>
    <circle cx="${w * 0.35}" cy="${h * 0.5}" r="${h * 0.08}" fill="${p[2]}" stroke="${p[4]}" stroke-width="6"/>`,
  water: (p, w, h) => `
    ${[0.55, 0.68, 0.81].map((y, i) => `<path d="M0 ${h * y} q${w * 0.125} -${h * 0.06} ${w * 0.25} 0 t${w * 0.25} 0 t${w * 0.25} 0 t${w * 0.25} 0 V${h} H0z" fill="${i % 2 ? p[3] : p[0]}" opacity="${0.6 + i * 0.13}"/>`).join("")}
    <polygon points="${w * 0.58},${h * 0.5} ${w * 0.58},${h * 0.2} ${w * 0.74},${h * 0.5}" fill="${p[2]}" stroke="${p[4]}" stroke-width="5"/>
    <path d="M${w * 0.48} ${h * 0.52} h${w * 0.32} l-${w * 0.05} ${h * 0.07} h-${w * 0.22} z" fill="${p[4]}"/>`,
  music: (p, w, h) => `
    <circle cx="${w * 0.38}" cy="${h * 0.66}" r="${h * 0.08}" fill="${p[0]}"/><circle cx="${w * 0.62}" cy="${h * 0.6}" r="${h * 0.08}" fill="${p[0]}"/>
    <path d="M${w * 0.38 + h * 0.07} ${h * 0.66} V${h * 0.26} L${w * 0.62 + h * 0.07} ${h * 0.2} V${h * 0.6}" stroke="${p[0]}" stroke-width="12" fill="none"/>
    <rect x="${w * 0.12}" y="${h * 0.7}" width="${w * 0.14}" height="${h * 0.16}" rx="8" fill="${p[1]}" stroke="${p[4]}" stroke-width="5"/>`,
  farm: (p, w, h) => `
    <path d="M0 ${h * 0.62} Q${w * 0.5} ${h * 0.48} ${w} ${h * 0.62} V${h} H0z" fill="${p[0]}"/>
    ${[0.15, 0.3, 0.45, 0.6, 0.75].map((x) => `<path d="M${w * x} ${h * 0.9} q${w * 0.02} -${h * 0.12} 0 -${h * 0.2}" stroke="${p[3]}" stroke-width="8" fill="none"/><circle cx="${w * x}" cy="${h * 0.68}" r="${h * 0.03}" fill="${p[1]}"/>`).join("")}
    <rect x="${w * 0.7}" y="${h * 0.32}" width="${w * 0.16}" height="${h * 0.22}" fill="${p[2]}" stroke="${p[4]}" stroke-width="5"/>
    <polygon points="${w * 0.68},${h * 0.34} ${w * 0.78},${h * 0.22} ${w * 0.88},${h * 0.34}" fill="${p[4]}"/>`,
  food: (p, w, h) => `
    <ellipse cx="${w * 0.5}" cy="${h * 0.62}" rx="${w * 0.3}" ry="${h * 0.2}" fill="${p[2]}" stroke="${p[4]}" stroke-width="6"/>
    <ellipse cx="${w * 0.5}" cy="${h * 0.6}" rx="${w * 0.2}" ry="${h * 0.12}" fill="${p[1]}"/>
    <circle cx="${w * 0.44}" cy="${h * 0.58}" r="${h * 0.04}" fill="${p[0]}"/><circle cx="${w * 0.56}" cy="${h * 0.62}" r="${h * 0.04}" fill="${p[3]}"/>`,
  sky: (p, w, h) => `
    <path d="M${w * 0.2} ${h * 0.55} l${w * 0.5} -${h * 0.14} l${w * 0.1} ${h * 0.04} l-${w * 0.5} ${h * 0.14} z" fill="${p[2]}" stroke="${p[4]}" stroke-width="5"/>
    <path d="M${w * 0.42} ${h * 0.5} l${w * 0.08} -${h * 0.2} l${w * 0.06} 0 l-${w * 0.02} ${h * 0.17} z" fill="${p[0]}"/>
    <ellipse cx="${w * 0.22}" cy="${h * 0.28}" rx="${w * 0.1}" ry="${h * 0.05}" fill="#ffffff" opacity="0.85"/>`,
  books: (p, w, h) => `
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${w * (0.28 + i * 0.09)}" y="${h * (0.3 + (i % 2) * 0.05)}" width="${w * 0.07}" height="${h * (0.45 - (i % 2) * 0.05)}" fill="${p[i % p.length]}" stroke="${p[4]}" stroke-width="4"/>`).join("")}
    <rect x="${w * 0.22}" y="${h * 0.75}" width="${w * 0.56}" height="${h * 0.04}" fill="${p[4]}"/>`,
  people: (p, w, h) => `
    ${[0.3, 0.5, 0.7].map((x, i) => `<circle cx="${w * x}" cy="${h * 0.42}" r="${h * 0.08}" fill="${p[4]}" opacity="0.85"/><path d="M${w * (x - 0.08)} ${h * 0.8} q0 -${h * 0.26} ${w * 0.08} -${h * 0.26} q${w * 0.08} 0 ${w * 0.08} ${h * 0.26} z" fill="${p[i]}"/>`).join("")}`,
  portrait: (p, w, h) => `
    <circle cx="${w * 0.5}" cy="${h * 0.38}" r="${w * 0.16}" fill="${p[4]}" opacity="0.9"/>
    <path d="M${w * 0.18} ${h} q0 -${h * 0.38} ${w * 0.32} -${h * 0.38} q${w * 0.32} 0 ${w * 0.32} ${h * 0.38} z" fill="${p[0]}"/>
    <path d="M${w * 0.44} ${h * 0.63} l${w * 0.06} ${h * 0.12} l${w * 0.06} -${h * 0.12}" fill="${p[1]}"/>`,
  chess: (p, w, h) => `
    ${Array.from({ length: 16 }, (_, i) => `<rect x="${w * 0.3 + (i % 4) * w * 0.1}" y="${h * 0.3 + Math.floor(i / 4) * h * 0.12}" width="${w * 0.1}" height="${h * 0.12}" fill="${(i + Math.floor(i / 4)) % 2 ? p[4] : p[2]}"/>`).join("")}
    <circle cx="${w * 0.55}" cy="${h * 0.28}" r="${h * 0.05}" fill="${p[1]}" stroke="${p[4]}" stroke-width="4"/>`,
  robot: (p, w, h) => `
    <rect x="${w * 0.38}" y="${h * 0.3}" width="${w * 0.24}" height="${h * 0.22}" rx="14" fill="${p[3]}" stroke="${p[4]}" stroke-width="6"/>
    <circle cx="${w * 0.45}" cy="${h * 0.41}" r="${h * 0.03}" fill="${p[4]}"/><circle cx="${w * 0.55}" cy="${h * 0.41}" r="${h * 0.03}" fill="${p[4]}"/>
    <rect x="${w * 0.4}" y="${h * 0.55}" width="${w * 0.2}" height="${h * 0.22}" rx="10" fill="${p[0]}"/>
    <path d="M${w * 0.5} ${h * 0.3} v-${h * 0.08}" stroke="${p[4]}" stroke-width="6"/><circle cx="${w * 0.5}" cy="${h * 0.2}" r="${h * 0.025}" fill="${p[1]}"/>`,
  care: (p, w, h) => `
    <rect x="${w * 0.44}" y="${h * 0.25}" width="${w * 0.12}" height="${h * 0.5}" fill="${p[0]}"/>
    <rect x="${w * 0.32}" y="${h * 0.42}" width="${w * 0.36}" height="${h * 0.16}" fill="${p[0]}"/>
    <circle cx="${w * 0.5}" cy="${h * 0.5}" r="${h * 0.36}" fill="none" stroke="${p[3]}" stroke-width="10"/>`,
  faith: (p, w, h) => `
    <rect x="${w * 0.3}" y="${h * 0.4}" width="${w * 0.4}" height="${h * 0.36}" fill="${p[2]}" stroke="${p[4]}" stroke-width="6"/>
    <polygon points="${w * 0.26},${h * 0.42} ${w * 0.5},${h * 0.24} ${w * 0.74},${h * 0.42}" fill="${p[0]}"/>
    <path d="M${w * 0.5} ${h * 0.08} v${h * 0.16} M${w * 0.46} ${h * 0.13} h${w * 0.08}" stroke="${p[4]}" stroke-width="8"/>
    <rect x="${w * 0.46}" y="${h * 0.58}" width="${w * 0.08}" height="${h * 0.18}" rx="20" fill="${p[1]}"/>`,
  laundry: (p, w, h) => `
    <path d="M${w * 0.1} ${h * 0.3} Q${w * 0.5} ${h * 0.4} ${w * 0.9} ${h * 0.3}" stroke="${p[4]}" stroke-width="5" fill="none"/>
    ${[0.2, 0.4, 0.6].map((x, i) => `<path d="M${w * x} ${h * 0.33} h${w * 0.14} l${w * 0.03} ${h * 0.08} l-${w * 0.03} ${h * 0.02} v${h * 0.24} h-${w * 0.14} v-${h * 0.24} l-${w * 0.03} -${h * 0.02} z" fill="${p[i]}"/>`).join("")}`,
  map: (p, w, h) => `
    <path d="M${w * 0.2} ${h * 0.25} l${w * 0.2} -${h * 0.06} l${w * 0.2} ${h * 0.06} l${w * 0.2} -${h * 0.06} v${h * 0.56} l-${w * 0.2} ${h * 0.06} l-${w * 0.2} -${h * 0.06} l-${w * 0.2} ${h * 0.06} z" fill="${p[2]}" stroke="${p[4]}" stroke-width="5"/>
    <path d="M${w * 0.5} ${h * 0.62} c-${w * 0.08} -${h * 0.12} -${w * 0.08} -${h * 0.3} 0 -${h * 0.3} c${w * 0.08} 0 ${w * 0.08} ${h * 0.18} 0 ${h * 0.3} z" fill="${p[0]}"/>
    <circle cx="${w * 0.5}" cy="${h * 0.42}" r="${h * 0.04}" fill="${p[2]}"/>`,
  wheels: (p, w, h) => `
    <circle cx="${w * 0.32}" cy="${h * 0.64}" r="${h * 0.14}" fill="none" stroke="${p[4]}" stroke-width="10"/>
    <circle cx="${w * 0.68}" cy="${h * 0.64}" r="${h * 0.14}" fill="none" stroke="${p[4]}" stroke-width="10"/>
    <path d="M${w * 0.32} ${h * 0.64} l${w * 0.14} -${h * 0.22} h${w * 0.16} l${w * 0.06} ${h * 0.22} M${w * 0.46} ${h * 0.42} l${w * 0.08} ${h * 0.22} h${w * 0.14}" stroke="${p[0]}" stroke-width="10" fill="none"/>`,
};

export async function makeIllustration(slot: string, motif: string, { portrait = false, force = false } = {}): Promise<string> {
  const draw = motifs[motif];
  if (!draw) throw new Error(`Unknown motif '${motif}'. Use one of: ${Object.keys(motifs).join(", ")}`);
  const file = `${outDir}${slot}.jpg`;
  if (existsSync(file) && !force) return file;
  const [w, h] = portrait ? [960, 1200] : [1600, 1000];
  const seed = hash(slot);
  // An index into the list itself: always one of its palettes.
  const p = palettes[seed % palettes.length] as Palette;
  const sunX = 0.15 + ((seed >> 8) % 70) / 100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p[3]}"/><stop offset="1" stop-color="${p[2]}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${w * sunX}" cy="${h * 0.18}" r="${h * 0.08}" fill="${p[1]}" opacity="0.9"/>
    <path d="M0 ${h * 0.78} Q${w * 0.3} ${h * 0.66} ${w * 0.6} ${h * 0.76} T${w} ${h * 0.72} V${h} H0z" fill="${p[0]}" opacity="0.35"/>
    ${draw(p, w, h)}
  </svg>`;
  mkdirSync(outDir, { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [slot, motif, ...flags] = process.argv.slice(2);
  if (!slot || !motif) {
    console.error("usage: node scripts/make-illustration.ts <slot> <motif> [--portrait] [--force]");
    process.exit(2);
  }
  const file = await makeIllustration(slot, motif, { portrait: flags.includes("--portrait"), force: flags.includes("--force") });
  console.log(`wrote ${file}`);
}
