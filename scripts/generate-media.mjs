#!/usr/bin/env node
/**
 * Generates every placeholder image and the intro video the public pages use, into public/.
 * Nothing is hotlinked: the site serves only files made here (or ones officers add later).
 *
 *   node scripts/generate-media.mjs          # images + video (needs /usr/bin/ffmpeg for the video)
 *   node scripts/generate-media.mjs --images # images only
 *
 * Output is deterministic, small, and committed. Raster images are WebP sized for their slot at
 * about 2x the CSS size they are shown at; portraits and logos are SVG.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pub = (...p) => path.join(root, 'public', ...p);
const imagesOnly = process.argv.includes('--images');

function write(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(`  ${path.relative(root, file)} (${(fs.statSync(file).size / 1024).toFixed(1)} KB)`);
}

/** A tiny deterministic PRNG so the shapes are the same on every run. */
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** An abstract "neural" picture: soft glow, a few brainwave traces and a small network of nodes. */
function neuralSvg(w, h, hue, seed) {
  const r = rng(seed);
  const waves = Array.from({ length: 4 }, (_, i) => {
    const amp = h * (0.05 + r() * 0.08);
    const freq = 2 + r() * 5;
    const y0 = h * (0.25 + i * 0.17);
    const pts = Array.from({ length: 61 }, (_, k) => {
      const x = (k / 60) * w;
      const y = y0 + amp * Math.sin((k / 60) * Math.PI * freq + r() * 0.4) * (0.6 + 0.4 * Math.sin(k / 7));
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    });
    return `<polyline points="${pts.join(' ')}" fill="none" stroke="hsl(${(hue + i * 25) % 360} 90% 70%)" stroke-width="${(w / 400).toFixed(1)}" stroke-opacity="0.8"/>`;
  });
  const nodes = Array.from({ length: 14 }, () => [r() * w, r() * h, 3 + r() * (w / 120)]);
  const links = nodes.flatMap(([x, y], i) =>
    nodes
      .slice(i + 1)
      .filter(([x2, y2]) => Math.hypot(x - x2, y - y2) < w * 0.22)
      .map(
        ([x2, y2]) =>
          `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="hsl(${hue} 60% 85%)" stroke-opacity="0.35" stroke-width="${(w / 600).toFixed(1)}"/>`,
      ),
  );
  const dots = nodes.map(
    ([x, y, rad]) =>
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rad.toFixed(1)}" fill="hsl(${(hue + 40) % 360} 95% 75%)" fill-opacity="0.9"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="g" cx="${(30 + r() * 40).toFixed(0)}%" cy="${(30 + r() * 40).toFixed(0)}%" r="80%">
      <stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360} 45% 9%)"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${links.join('\n  ')}
  ${waves.join('\n  ')}
  ${dots.join('\n  ')}
</svg>`;
}

async function webp(file, w, h, hue, seed, quality = 62) {
  const buf = await sharp(Buffer.from(neuralSvg(w, h, hue, seed)))
    .webp({ quality, effort: 6 })
    .toBuffer();
  write(pub(file), buf);
}

function initials(name) {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A portrait placeholder: a silhouette on a colour unique to the person, with their initials. */
function portraitSvg(name, hue) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 50% 32%)"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#b)"/>
  <circle cx="200" cy="160" r="78" fill="hsl(${hue} 30% 92%)" fill-opacity="0.92"/>
  <path d="M60 400c0-90 62-150 140-150s140 60 140 150z" fill="hsl(${hue} 30% 92%)" fill-opacity="0.92"/>
  <text x="200" y="178" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="54" font-weight="700" fill="hsl(${hue} 55% 28%)">${initials(name)}</text>
</svg>\n`;
}

/** A sponsor logo for a black background: a mark and the sponsor's name in light text. */
function logoSvg(name, hue, shape) {
  const mark = {
    circle: `<circle cx="60" cy="60" r="38" fill="none" stroke="hsl(${hue} 85% 65%)" stroke-width="10"/><circle cx="60" cy="60" r="12" fill="hsl(${hue} 85% 65%)"/>`,
    square: `<rect x="24" y="24" width="72" height="72" rx="10" fill="hsl(${hue} 85% 60%)"/><path d="M38 60h44M60 38v44" stroke="#111" stroke-width="9"/>`,
    wave: `<path d="M16 60q11-36 22 0t22 0 22 0 22 0" fill="none" stroke="hsl(${hue} 90% 65%)" stroke-width="9" stroke-linecap="round"/>`,
    gear: `<circle cx="60" cy="60" r="30" fill="none" stroke="hsl(${hue} 85% 62%)" stroke-width="14" stroke-dasharray="12 7"/><circle cx="60" cy="60" r="10" fill="hsl(${hue} 85% 62%)"/>`,
  }[shape];
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(' '), words.slice(half).join(' ')].filter(Boolean);
  const text = lines
    .map(
      (l, i) =>
        `<text x="116" y="${lines.length === 1 ? 70 : 54 + i * 32}" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#f5f5f5">${l}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="120" viewBox="0 0 420 120">${mark}${text}</svg>\n`;
}

const officers = [
  ['maya-okafor', 'Maya Okafor'],
  ['theo-lindqvist', 'Theo Lindqvist'],
  ['priya-raman', 'Priya Raman'],
  ['daniel-cho', 'Daniel Cho'],
  ['sofia-alvarez', 'Sofia Alvarez'],
  ['marcus-bell', 'Marcus Bell'],
  ['aisha-karim', 'Aisha Karim'],
  ['lucas-moreau', 'Lucas Moreau'],
  ['hannah-weiss', 'Hannah Weiss'],
  ['kenji-sato', 'Kenji Sato'],
];
const sponsors = [
  ['neural-systems-lab', 'Neural Systems Lab', 'circle'],
  ['school-of-engineering', 'LSU School of Engineering', 'square'],
  ['neurobridge', 'NeuroBridge International', 'wave'],
  ['invention-workshop', 'Invention Workshop', 'gear'],
];
const eventImages = [
  'kickoff-1',
  'kickoff-2',
  'teams-launch-1',
  'vasquez-talk-1',
  'game-night-1',
  'eeg-build-1',
  'eeg-build-2',
  'eeg-build-3',
  'adeyemi-talk-1',
  'showcase-1',
];

console.log('▶ portraits');
officers.forEach(([slug, name], i) => write(pub('images/officers', `${slug}.svg`), portraitSvg(name, (i * 37 + 10) % 360)));
console.log('▶ sponsor logos');
sponsors.forEach(([slug, name, shape], i) => write(pub('images/sponsors', `${slug}.svg`), logoSvg(name, (i * 90 + 20) % 360, shape)));

console.log('▶ event images (card slot about 400x260 CSS px)');
for (const [i, slug] of eventImages.entries()) await webp(`images/events/${slug}.webp`, 800, 520, (i * 33 + 190) % 360, 100 + i);
await webp('images/events/banner.webp', 1600, 480, 20, 7, 58);

console.log('▶ home images');
await webp('images/home/lab.webp', 900, 600, 200, 11);
await webp('images/carousel/neural-engineering.webp', 1600, 800, 260, 21, 58);
await webp('images/carousel/student-competition.webp', 1600, 800, 25, 22, 58);
await webp('images/carousel/join-community.webp', 1600, 800, 160, 23, 58);

if (!imagesOnly) {
  console.log('▶ intro video (6 s loop, H.264, muted) and its poster');
  // Three glowing "brainwave" traces drifting across a dark field. Every phase advances by a whole
  // number of turns in 6 s (2*PI*T/6 * k), so the last frame meets the first and the loop is seamless.
  const wave = (k, amp, yk, freq, speed) => `exp(-abs(Y-(H*${yk}+H*${amp}*sin(X/W*${freq}*PI+2*PI*T/6*${speed})*sin(X/W*PI)))/(${k}))`;
  const w1 = wave(3, 0.12, 0.35, 6, 1);
  const w2 = wave(2.5, 0.1, 0.5, 9, -2);
  const w3 = wave(3, 0.14, 0.65, 4, 1);
  const glow = `(0.35+0.15*sin(2*PI*T/6))*exp(-((X-W/2)*(X-W/2)+(Y-H/2)*(Y-H/2))/(W*W/6))`;
  const expr = {
    r: `clip(255*(0.9*${w1}+0.2*${w2}+0.9*${w3}*0.4+${glow}*0.5),0,255)`,
    g: `clip(255*(0.35*${w1}+0.5*${w2}+0.7*${w3}+${glow}*0.15),0,255)`,
    b: `clip(255*(0.1*${w1}+0.95*${w2}+0.9*${w3}+${glow}*0.35),0,255)`,
  };
  const mp4 = pub('media/intro.mp4');
  fs.mkdirSync(path.dirname(mp4), { recursive: true });
  execFileSync('/usr/bin/ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=black:s=640x360:r=24:d=6',
    '-vf',
    `format=rgb24,geq=r='${expr.r}':g='${expr.g}':b='${expr.b}',gblur=sigma=2,scale=960:540,format=yuv420p`,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  console.log(`  public/media/intro.mp4 (${(fs.statSync(mp4).size / 1024).toFixed(1)} KB)`);
  const png = execFileSync('/usr/bin/ffmpeg', [
    '-loglevel',
    'error',
    '-i',
    mp4,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    '-',
  ]);
  write(pub('media/intro-poster.webp'), await sharp(png).webp({ quality: 60 }).toBuffer());
}
