import { renderCaptcha } from '../src/modules/verification/captcha-image';
import { randomCaptchaText } from '../src/modules/verification/captcha-text';
import { attackerKnowledge, DEFAULT_POSES, THOROUGH_POSES } from './captcha-knowledge';
import { createCaptchaSolver } from './captcha-solver';

/**
 * `npm run bench:captcha`: how often the template-matching attacker reads fresh captchas, and what one costs to
 * draw. CAPTCHA_SAMPLES sets the number of images (default 300); CAPTCHA_THOROUGH=1 gives the attacker templates in
 * more sizes, widths and turns (seven times slower); CAPTCHA_FACTOR=1 matches at full size instead of half (four
 * times slower); CAPTCHA_SAVE=dir also writes the images as PNG files, named after their answers.
 */
const samples = Number(process.env.CAPTCHA_SAMPLES ?? 300);
const poses = process.env.CAPTCHA_THOROUGH ? THOROUGH_POSES : DEFAULT_POSES;
const factor = Number(process.env.CAPTCHA_FACTOR ?? 2);
const saveDir = process.env.CAPTCHA_SAVE;

for (let index = 0; index < 20; index++) renderCaptcha(randomCaptchaText()); // warm up the JIT
const images: Array<{ text: string; image: string }> = [];
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
        Buffer.from(image.slice(image.indexOf(',') + 1), 'base64'),
      ),
    ),
  );
}

const solver = createCaptchaSolver(attackerKnowledge(factor, poses));
const solved = { chosen: 0, segments: 0, normalised: 0, sliding: 0, characters: 0 };
const solveStarted = process.hrtime.bigint();
for (const { text, image } of images) {
  const solution = solver.solve(image);
  if (solution.answer === text) solved.chosen++;
  if (solution.segments.answer === text) solved.segments++;
  if (solution.normalised.answer === text) solved.normalised++;
  if (solution.sliding.answer === text) solved.sliding++;
  for (let index = 0; index < text.length; index++)
    if (solution.answer[index] === text[index]) solved.characters++;
}
const solveMs = Number(process.hrtime.bigint() - solveStarted) / 1e6 / samples;

const percent = (count: number, of: number) => `${((100 * count) / of).toFixed(1)}%`;
const length = images[0]?.text.length ?? 1;
const bytes = images.reduce((sum, { image }) => sum + image.length, 0) / samples;
console.log(`captcha images:        ${samples} (data: URL ${(bytes / 1024).toFixed(1)} kB on average)`);
console.log(`draw + PNG encode:     ${drawMs.toFixed(2)} ms per image`);
console.log(`attacker:              ${poses.join(', ')} templates, matched at 1/${factor} size`);
const best = Math.max(solved.chosen, solved.segments, solved.normalised, solved.sliding);
console.log(`solved, best reading:  ${best}/${samples} = ${percent(best, samples)}`);
console.log(`  by the surer one:    ${percent(solved.chosen, samples)}`);
console.log(`  by segmentation:     ${percent(solved.segments, samples)}`);
console.log(`  by scaled segments:  ${percent(solved.normalised, samples)}`);
console.log(`  by sliding window:   ${percent(solved.sliding, samples)}`);
console.log(`characters right:      ${percent(solved.characters, samples * length)}`);
console.log(`solver time:           ${solveMs.toFixed(1)} ms per image`);
