import { randomCaptchaText, renderCaptcha } from '../src/modules/verification/captcha-image';
import { attackerKnowledge } from './captcha-knowledge';
import { createCaptchaSolver } from './captcha-solver';

/**
 * `npm run bench:captcha`: how often the template-matching attacker reads fresh captchas, and what one costs to
 * draw. CAPTCHA_SAMPLES sets the number of images (default 300); CAPTCHA_FACTOR=1 matches at full size (slower,
 * a little stronger; default 2, half size); CAPTCHA_SAVE=dir also writes the images as PNG files.
 */
const samples = Number(process.env.CAPTCHA_SAMPLES ?? 300);
const saveDir = process.env.CAPTCHA_SAVE;

const images: Array<{ text: string; image: string }> = [];
for (let index = 0; index < 20; index++) renderCaptcha(randomCaptchaText()); // warm up the JIT
const started = process.hrtime.bigint();
for (let index = 0; index < samples; index++) {
  const text = randomCaptchaText();
  images.push({ text, image: renderCaptcha(text) });
}
const drawMs = Number(process.hrtime.bigint() - started) / 1e6 / samples;

if (saveDir) {
  const { mkdir, writeFile } = await import('node:fs/promises');
  await mkdir(saveDir, { recursive: true });
  await Promise.all(
    images.map(({ text, image }, index) =>
      writeFile(
        `${saveDir}/${String(index).padStart(3, '0')}-${text}.png`,
        Buffer.from(image.split(',')[1] ?? '', 'base64'),
      ),
    ),
  );
}

const solver = createCaptchaSolver(attackerKnowledge(Number(process.env.CAPTCHA_FACTOR ?? 2)));
const solved = { chosen: 0, segments: 0, sliding: 0, characters: 0 };
const solveStarted = process.hrtime.bigint();
for (const { text, image } of images) {
  const solution = solver.solve(image);
  if (solution.answer === text) solved.chosen++;
  if (solution.segments.answer === text) solved.segments++;
  if (solution.sliding.answer === text) solved.sliding++;
  for (let index = 0; index < text.length; index++)
    if (solution.answer[index] === text[index]) solved.characters++;
}
const solveMs = Number(process.hrtime.bigint() - solveStarted) / 1e6 / samples;

const percent = (count: number, of: number) => `${((100 * count) / of).toFixed(1)}%`;
const length = images[0]?.text.length ?? 1;
console.log(`captcha images:        ${samples}`);
console.log(`draw + PNG encode:     ${drawMs.toFixed(2)} ms per image`);
console.log(`solved (best guess):   ${solved.chosen}/${samples} = ${percent(solved.chosen, samples)}`);
console.log(`  by segmentation:     ${percent(solved.segments, samples)}`);
console.log(`  by sliding window:   ${percent(solved.sliding, samples)}`);
console.log(`characters right:      ${percent(solved.characters, samples * length)}`);
console.log(`solver time:           ${solveMs.toFixed(1)} ms per image`);
