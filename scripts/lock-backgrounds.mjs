// Draws the 23 lock-screen backgrounds (public/lock/lock-01.svg … lock-23.svg): layered hills under a
// gradient sky with a sun or moon, each from its own palette and a seeded random, so every run gives the
// same files. They are Defter's own work (see public/lock/LICENSE). Run: node scripts/lock-backgrounds.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const W = 1920;
const H = 1080;

// sky top, sky bottom, sun/moon, then hill layers from far to near.
const PALETTES = [
  ['#0b1d3a', '#f29e6d', '#ffd9a0', ['#4b3b5c', '#33294a', '#211a35', '#120e22']],
  ['#1e3c72', '#8fb8de', '#fff6d5', ['#5f7fa8', '#44648c', '#2d4a70', '#1a3152']],
  ['#0f2027', '#2c5364', '#e8f1f5', ['#23414d', '#1a3340', '#112631', '#0a1a22']],
  ['#3a1c71', '#ffaf7b', '#fff1c1', ['#8a4f7d', '#6a3a6b', '#4b2859', '#2e1740']],
  ['#134e5e', '#71b280', '#f7ffd6', ['#3f7f63', '#2f6a52', '#215641', '#143f2f']],
  ['#2c3e50', '#fd746c', '#ffe0c2', ['#7a4b5a', '#5c3a4d', '#402a3d', '#271a2b']],
  ['#000428', '#004e92', '#f0f4ff', ['#10306a', '#0b2553', '#071b3e', '#04112a']],
  ['#42275a', '#734b6d', '#ffe8f0', ['#5b3a5c', '#4a2f4c', '#39233c', '#27182b']],
  ['#1d4350', '#a43931', '#ffcf9e', ['#6b3a35', '#552c2b', '#3e2022', '#291518']],
  ['#355c7d', '#c06c84', '#ffe5d9', ['#6c5b7b', '#574a68', '#423954', '#2d2840']],
  ['#0f3443', '#34e89e', '#eafff5', ['#1f6f5e', '#18594d', '#11433b', '#0a2e29']],
  ['#232526', '#414345', '#f5f5f5', ['#3a3c3e', '#2e3032', '#232526', '#17191a']],
  ['#614385', '#516395', '#f3ecff', ['#4a4f7d', '#3d4169', '#2f3354', '#222540']],
  ['#1a2a6c', '#fdbb2d', '#fff7d6', ['#8a5a2b', '#6e4622', '#52341a', '#372211']],
  ['#093028', '#237a57', '#e9fff4', ['#1a5a43', '#144a37', '#0e3a2b', '#082a1f']],
  ['#4b6cb7', '#182848', '#e6ecff', ['#2c3f70', '#22335c', '#192848', '#101c35']],
  ['#3e5151', '#decba4', '#fffaf0', ['#8c8066', '#726851', '#59503e', '#3f392c']],
  ['#2b5876', '#4e4376', '#f1eaff', ['#40507a', '#344266', '#283452', '#1c263d']],
  ['#0b486b', '#f56217', '#ffe3c9', ['#7d3f2a', '#643223', '#4b251b', '#331912']],
  ['#5a3f37', '#2c7744', '#eef9e6', ['#355e3b', '#2b4d30', '#213c25', '#162a1a']],
  ['#16222a', '#3a6073', '#dcecf5', ['#2e4c5b', '#243d4a', '#1b2e39', '#111f27']],
  ['#141e30', '#243b55', '#fdf5e6', ['#2d3e58', '#233247', '#1a2636', '#111a26']],
  ['#4568dc', '#b06ab3', '#fff0fb', ['#7a5a9e', '#644a86', '#4e3a6d', '#382a53']],
];

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function ridge(random, baseY, amplitude, steps) {
  const points = [];
  for (let i = 0; i <= steps; i++) {
    const x = (W / steps) * i;
    const y = baseY - amplitude * (0.35 + 0.65 * random());
    points.push([Math.round(x), Math.round(y)]);
  }
  let d = `M0 ${H} L${points[0][0]} ${points[0][1]}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    const mx = Math.round((px + x) / 2);
    d += ` C${mx} ${py} ${mx} ${y} ${x} ${y}`;
  }
  return `${d} L${W} ${H} Z`;
}

function stars(random, count) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * W);
    const y = Math.round(random() * H * 0.45);
    const r = (0.8 + random() * 1.6).toFixed(1);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

function background(n, [top, bottom, light, hills]) {
  const random = seeded(n * 7919);
  const night = n % 3 === 0;
  const sunX = Math.round(W * (0.15 + random() * 0.7));
  const sunY = Math.round(H * (0.18 + random() * 0.22));
  const sunR = night ? 46 : 70 + Math.round(random() * 40);
  const layers = hills
    .map((color, i) => {
      const base = H * (0.62 + i * 0.1);
      return `<path d="${ridge(random, base, 320 - i * 70, 4 + i * 2)}" fill="${color}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${night ? stars(random, 90) : ''}
<circle cx="${sunX}" cy="${sunY}" r="${sunR * 3}" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${light}"/>
${layers}
</svg>
`;
}

const dir = path.resolve(import.meta.dirname, '../public/lock');
await mkdir(dir, { recursive: true });
await Promise.all(
  PALETTES.map((palette, i) =>
    writeFile(path.join(dir, `lock-${String(i + 1).padStart(2, '0')}.svg`), background(i + 1, palette)),
  ),
);
console.log(`${PALETTES.length} backgrounds written to ${dir}`);
