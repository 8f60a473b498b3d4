// End-to-end tests of the page `sudokit serve` embeds, in Debian's Chromium driven by
// playwright-core. Each test starts from a fresh browser profile (empty local storage).
// Screenshots go to $SUDOKIT_WEB_ARTIFACTS (default build/web-artifacts). With
// $SUDOKIT_WEB_DIR (e.g. web) the page's files come from that folder instead of the copy
// compiled into the executable, so that a change to the page can be tested without a rebuild;
// the API is the server's either way.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '..', '..');
const sudokit = process.env.SUDOKIT_CLI || path.join(repository, 'build', 'sudokit');
const artifacts = process.env.SUDOKIT_WEB_ARTIFACTS || path.join(repository, 'build', 'web-artifacts');
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
const webDir = process.env.SUDOKIT_WEB_DIR ? path.resolve(repository, process.env.SUDOKIT_WEB_DIR) : null;
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

// Answers the page's own files (not the API) from webDir.
async function serveWebDir(context) {
  await context.route(
    (url) => url.href.startsWith(baseUrl) && !url.pathname.startsWith('/api/'),
    (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(webDir, pathname === '/' ? 'index.html' : pathname);
      if (!file.startsWith(webDir + path.sep)) return route.fulfill({ status: 404 });
      try {
        const body = readFileSync(file);
        return route.fulfill({ status: 200, body, contentType: CONTENT_TYPES[path.extname(file)] });
      } catch {
        return route.fulfill({ status: 404 });
      }
    },
  );
}

// The well-known puzzle and its solution (checked below against the rules as well).
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// A puzzle that needs forcing chains (magictour top1465).
const CHAINS = '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........';

let server;
let baseUrl;
let browser;

// An independent check of a 9x9 solution: every row, column and box holds 1-9 once, and the
// givens are kept.
function isSolutionOf(solution, puzzle) {
  if (!/^[1-9]{81}$/.test(solution)) return false;
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle[cell] !== '.' && puzzle[cell] !== solution[cell]) return false;
  }
  const units = [];
  for (let i = 0; i < 9; i++) {
    const row = [];
    const col = [];
    const box = [];
    for (let j = 0; j < 9; j++) {
      row.push(i * 9 + j);
      col.push(j * 9 + i);
      box.push((Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3));
    }
    units.push(row, col, box);
  }
  return units.every((unit) => new Set(unit.map((cell) => solution[cell])).size === 9);
}

async function api(route, body) {
  const response = await fetch(`${baseUrl}api/${route}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return response.json();
}

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(sudokit, ['serve', '--port', '0', '--threads', '4', '--time-limit', '30'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`sudokit serve exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+\/)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
  });
}

before(async () => {
  mkdirSync(artifacts, { recursive: true });
  ({ child: server, url: baseUrl } = await startServer());
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

// A fresh page; script errors fail the test.
async function openPage(t, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport || { width: 1280, height: 1000 },
    hasTouch: Boolean(options.touch),
    isMobile: Boolean(options.touch),
  });
  t.after(() => context.close());
  if (webDir) await serveWebDir(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  t.after(() => assert.deepEqual(errors, [], 'the page threw'));
  if (options.beforeLoad) await options.beforeLoad(page);
  await page.goto(baseUrl);
  await page.waitForSelector('.cell.given');
  return page;
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

const cell = (page, index) => page.locator(`.cell[data-cell="${index}"]`);

// The digits shown in the grid, '.' for an empty cell.
function shownGrid(page) {
  return page.$$eval('.cell .value', (values) =>
    values.map((value) => value.textContent || '.').join(''),
  );
}

async function loadPuzzle(page, text) {
  await page.fill('#paste-input', text);
  await page.click('#load-button');
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('.cell .value')].map((v) => v.textContent || '.').join('') ===
      expected,
    text,
  );
}

test('the first visit shows a new 9x9 puzzle with one solution', async (t) => {
  const page = await openPage(t);
  assert.equal(await page.locator('.cell').count(), 81);
  assert.equal(await page.locator('#keypad button').count(), 9);
  const givens = await page.locator('.cell.given').count();
  assert.ok(givens >= 17 && givens < 81, `${givens} givens`);
  const puzzle = await shownGrid(page);
  const count = await api('count', { puzzle, limit: 2 });
  assert.equal(count.count, 1, 'the generated puzzle has exactly one solution');
  // An easy puzzle, whose rating (which gives the solve away) waits until asked for.
  await page.waitForSelector('#rating-button');
  assert.equal(await page.textContent('#rating'), '');
  await page.click('#rating-button');
  assert.match(await page.textContent('#rating'), /^SE rating \d+\.\d \(ER\).*: easy/);
  assert.ok(await page.isHidden('#rating-button'));
  assert.equal((await api('rate', { puzzle })).rating.level, 'easy');
  await shot(page, 'first-visit');
});

test('on a phone the board, the keypad and the hint show on one screen', async (t) => {
  const viewport = { width: 390, height: 844 };
  const page = await openPage(t, { viewport, touch: true });
  await loadPuzzle(page, CLASSIC);
  await page.tap('#hint-button');
  await page.waitForFunction(() => document.querySelector('#hint-text').textContent.length > 0);
  await shot(page, 'phone-hint');
  for (const selector of ['#board', '#keypad', '#hint-button', '#hint-text']) {
    const box = await page.locator(selector).boundingBox();
    const where = `${selector} at ${JSON.stringify(box)}`;
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${where} fits across`);
    assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${where} is above the fold`);
  }
  // A tap on a key places a digit in the selected cell.
  const empty = CLASSIC.indexOf('.');
  await cell(page, empty).tap();
  await page.locator('#keypad button').nth(3).tap();
  assert.equal(await cell(page, empty).locator('.value').textContent(), '4');
  await shot(page, 'phone');
});

test('typing digits, conflicts, undo and redo, check', async (t) => {
  const page = await openPage(t);
  await loadPuzzle(page, CLASSIC);
  assert.ok(isSolutionOf(CLASSIC_SOLUTION, CLASSIC));
  assert.match(await cell(page, 0).getAttribute('class'), /\bgiven\b/);

  await cell(page, 2).click(); // r1c3
  await page.keyboard.press('4');
  assert.equal(await cell(page, 2).locator('.value').textContent(), '4');
  await page.keyboard.press('5'); // a second 5 in row 1
  assert.equal(await cell(page, 2).locator('.value').textContent(), '5');
  assert.match(await cell(page, 2).getAttribute('class'), /\bconflict\b/);
  assert.match(await cell(page, 0).getAttribute('class'), /\bconflict\b/);

  await page.keyboard.press('Control+z');
  assert.equal(await cell(page, 2).locator('.value').textContent(), '4');
  assert.equal(await page.locator('.cell.conflict').count(), 0);
  await page.keyboard.press('Control+y');
  assert.equal(await cell(page, 2).locator('.value').textContent(), '5');

  // r1c4 gets a wrong but conflict-free digit: only Check knows it is wrong.
  await cell(page, 3).click();
  await page.keyboard.press('2');
  await cell(page, 2).click();
  await page.keyboard.press('Delete');
  assert.equal(await cell(page, 2).locator('.value').textContent(), '');
  await page.click('#check-button');
  assert.match(await page.textContent('#message'), /1 wrong: r1c4/);
  assert.match(await cell(page, 3).getAttribute('class'), /\bwrong\b/);

  // The givens cannot be changed.
  await cell(page, 0).click();
  await page.keyboard.press('9');
  assert.equal(await cell(page, 0).locator('.value').textContent(), '5');

  // The keypad types too; a filled-in grid says it is solved.
  await page.click('#reset-button');
  for (let index = 0; index < 81; index++) {
    if (CLASSIC[index] !== '.') continue;
    await cell(page, index).click();
    await page.click(`#keypad button[data-digit="${CLASSIC_SOLUTION[index]}"]`);
  }
  assert.equal(await shownGrid(page), CLASSIC_SOLUTION);
  assert.match(await page.textContent('#message'), /Solved in \d+:\d\d/);
});

test('pencil marks: toggle, fill in, removed when a digit is placed', async (t) => {
  const page = await openPage(t);
  await loadPuzzle(page, CLASSIC);
  const shownMarks = (index) =>
    cell(page, index)
      .locator('.mark.shown')
      .evaluateAll((marks) => marks.map((mark) => mark.textContent).join(''));

  await cell(page, 2).click(); // r1c3
  await page.keyboard.press('Shift+1');
  await page.keyboard.press('Shift+2');
  assert.equal(await shownMarks(2), '12');
  await page.keyboard.press('Shift+1');
  assert.equal(await shownMarks(2), '2');
  await page.click('#pencil-button');
  await page.keyboard.press('4');
  assert.equal(await shownMarks(2), '24');
  await page.click('#pencil-button');

  await page.click('#candidates-button');
  // r1c3: row 1 has 5,3,7; column 3 has 8,9; box 1 has 5,3,6,9,8: 1, 2 and 4 are open.
  assert.equal(await shownMarks(2), '124');
  // r3c1: row 3 has 9,8,6; column 1 has 5,6,8,4,7; box 1 has 5,3,6,9,8: 1 and 2 are open.
  assert.equal(await shownMarks(18), '12');
  await cell(page, 2).click();
  await page.keyboard.press('4');
  assert.equal(await cell(page, 2).locator('.value').textContent(), '4');
  // r1c4 (same row) lost its 4: row 1 now has 5,3,4,7; column 4 has 1,8; box 2 has 7,1,9,5.
  assert.equal(await shownMarks(3), '26');
  await page.click('#clear-marks-button');
  assert.equal(await page.locator('.mark.shown').count(), 0);
});

test('a hint tells where to look, then the technique, then the whole step', async (t) => {
  const page = await openPage(t);
  await loadPuzzle(page, CLASSIC);
  const expected = await api('hint', { puzzle: CLASSIC, level: 'full' });
  assert.equal(expected.status, 'hint');

  await page.click('#hint-button');
  await page.waitForFunction(() => document.querySelector('#hint-text').textContent !== '');
  const nudge = await api('hint', { puzzle: CLASSIC, level: 'nudge' });
  assert.match(await page.textContent('#hint-text'), new RegExp(nudge.text.replace('.', '\\.')));
  const focusHouses = nudge.houses.length * 9;
  assert.ok((await page.locator('.cell.house-focus').count()) >= focusHouses - 1);
  assert.equal(await page.locator('.mark.place').count(), 0, 'a nudge gives nothing away');
  assert.ok(await page.isDisabled('#apply-button'));
  await shot(page, 'hint-nudge');

  await page.click('#hint-button');
  await page.waitForFunction((title) => document.querySelector('#hint-text').textContent.includes(title), expected.title);

  await page.click('#hint-button');
  await page.waitForFunction((text) => document.querySelector('#hint-text').textContent === text, expected.text);
  for (const { cell: index, digit } of expected.placements) {
    await page.waitForSelector(`.cell[data-cell="${index}"] .mark.place[data-digit="${digit}"]`);
  }
  await shot(page, 'hint-full');
  await page.click('#apply-button');
  for (const { cell: index, digit } of expected.placements) {
    assert.equal(await cell(page, index).locator('.value').textContent(), String(digit));
    assert.equal(CLASSIC_SOLUTION[index], String(digit), 'the hint placed the right digit');
  }

  // A wrong digit comes first.
  const wrongCell = CLASSIC.indexOf('.');
  await cell(page, wrongCell).click();
  const wrongDigit = CLASSIC_SOLUTION[wrongCell] === '1' ? '2' : '1';
  await page.keyboard.press(wrongDigit);
  await page.click('#hint-button');
  await page.waitForFunction(() => /First fix r1c3/.test(document.querySelector('#hint-text').textContent));
  assert.match(await cell(page, wrongCell).getAttribute('class'), /\bwrong\b/);
});

test('a hint with eliminations shows them in red on the candidates', async (t) => {
  const page = await openPage(t);
  await loadPuzzle(page, CHAINS);
  // Apply hints until one removes candidates.
  for (let round = 0; round < 20; round++) {
    for (let press = 0; press < 3; press++) {
      await page.click('#hint-button');
      await page.waitForFunction((stage) => window.sudokitPage.hint?.stage === stage, press);
    }
    const eliminations = await page.evaluate(() => window.sudokitPage.hint.answer.eliminations);
    if (eliminations.length > 0) {
      assert.equal(await page.locator('.mark.elim').count(), eliminations.length);
      await shot(page, 'hint-eliminations');
      await page.click('#apply-button');
      for (const { cell: index, digit } of eliminations) {
        assert.equal(await cell(page, index).locator(`.mark[data-digit="${digit}"].shown`).count(), 0);
      }
      return;
    }
    await page.click('#apply-button');
  }
  assert.fail('no elimination among the first 20 hints');
});

test('explain all lists every step and replays the grid with highlights and chain links', async (t) => {
  const page = await openPage(t);
  await loadPuzzle(page, CHAINS);
  const expected = await api('explain', { puzzle: CHAINS, finish: true });
  const solution = (await api('solve', { puzzle: CHAINS })).result.solutions[0];
  assert.ok(isSolutionOf(solution, CHAINS));

  await page.click('#explain-button');
  await page.waitForSelector('#steps li');
  const items = page.locator('#steps li');
  assert.equal(await items.count(), expected.steps.length);
  assert.equal(await items.nth(0).textContent(), expected.steps[0].text);
  await page.waitForFunction(() => /SE rating \d+\.\d \(ER\)/.test(document.querySelector('#rating').textContent));

  const chain = expected.steps.findIndex((step) => step.links.length > 0);
  assert.ok(chain > 0, 'the puzzle needs a chain');
  await items.nth(chain).click();
  const step = expected.steps[chain];
  assert.equal(await page.locator('#board svg line.link').count(), step.links.length);
  assert.equal(await page.locator('.mark.elim').count(), step.eliminations.length);
  // Chain nodes show their truth (docs/web.md: green on, blue off), whatever pattern they are
  // part of; eliminations, placements and fins show over them.
  const stronger = new Set(
    [...step.eliminations, ...step.placements, ...(step.fins || [])].map(({ cell, digit }) => cell * 64 + digit),
  );
  const nodeRoles = new Map();
  for (const link of step.links) {
    for (const node of [link.from, link.to]) {
      for (const { cell } of node.cells) nodeRoles.set(cell * 64 + node.digit, node.on ? 'link-on' : 'link-off');
    }
  }
  assert.ok([...nodeRoles.values()].includes('link-off'), 'the chain has an off node');
  for (const [key, role] of nodeRoles) {
    if (stronger.has(key)) continue;
    const cell = Math.floor(key / 64);
    const digit = key % 64;
    const mark = page.locator(`#board .cell[data-cell="${cell}"] .mark[data-digit="${digit}"]`);
    const classes = await mark.getAttribute('class');
    assert.ok(classes.split(' ').includes(role), `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${digit}: ${role}, shown as ${classes}`);
  }
  // The grid is the one this step starts from: the givens plus every earlier placement.
  const grid = await shownGrid(page);
  const placedBefore = expected.steps.slice(0, chain).flatMap((earlier) => earlier.placements);
  const givens = [...CHAINS].filter((symbol) => symbol !== '.').length;
  assert.equal([...grid].filter((symbol) => symbol !== '.').length, givens + placedBefore.length);
  for (let index = 0; index < 81; index++) {
    if (grid[index] !== '.') assert.equal(grid[index], solution[index], `r${Math.floor(index / 9) + 1}c${(index % 9) + 1}`);
  }
  for (const { cell: index, digit } of step.eliminations) {
    assert.notEqual(solution[index], String(digit), 'an eliminated candidate is never the solution');
  }
  await shot(page, 'explain-chain');

  await items.nth(expected.steps.length - 1).click();
  await page.click('#explain-close');
  assert.equal(await shownGrid(page), CHAINS, 'back to the player grid');
});

test('new puzzles by level and size, 16x16 included', async (t) => {
  const page = await openPage(t);
  const before = await shownGrid(page);
  await page.selectOption('#difficulty-select', 'easy');
  await page.click('#new-button');
  await page.waitForFunction(() => /New puzzle/.test(document.querySelector('#message').textContent));
  assert.notEqual(await shownGrid(page), before);
  await page.click('#rating-button');
  assert.match(await page.textContent('#rating'), /: easy/);
  const easy = await api('rate', { puzzle: await shownGrid(page) });
  assert.equal(easy.rating.level, 'easy', 'the server rates it easy too');

  await page.selectOption('#size-select', { value: '4x4' });
  await page.selectOption('#difficulty-select', 'any');
  await page.click('#new-button');
  await page.waitForFunction(() => document.querySelectorAll('.cell').length === 256, null, { timeout: 60000 });
  assert.equal(await page.locator('#keypad button').count(), 16);
  const grid = await shownGrid(page);
  assert.match(grid, /^[1-9A-G.]{256}$/);
  const count = await api('count', { puzzle: { size: '4x4', givens: grid }, limit: 2 });
  assert.equal(count.count, 1);
  // Letters type the digits above 9.
  const empty = grid.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press('g');
  assert.equal(await cell(page, empty).locator('.value').textContent(), 'G');
  await shot(page, 'sixteen');

  // The same puzzle written in the letters A-P (A for 1): pasted, it keeps its letters on the
  // board, the keypad, the share line and the print sheet, and typing a letter enters its digit.
  const asLetters = [...grid]
    .map((symbol) => (symbol === '.' ? '.' : String.fromCharCode(64 + parseInt(symbol, 17))))
    .join('');
  await loadPuzzle(page, asLetters);
  assert.equal(await page.textContent('#share-text'), asLetters);
  assert.deepEqual(
    await page.$$eval('#keypad button', (keys) => keys.map((key) => key.firstChild.textContent)),
    [...'ABCDEFGHIJKLMNOP'],
  );
  // Its hints name digits in letters too, as the API does for a puzzle written in letters.
  const expected = await api('hint', { puzzle: { size: '4x4', givens: asLetters, symbols: 'letters' } });
  assert.equal(expected.status, 'hint');
  const named = String.fromCharCode(64 + expected.placements[0].digit);
  assert.match(expected.text, new RegExp(`\\b${named}\\b`));
  await page.click('#hint-button');
  await page.waitForFunction(() => document.querySelector('#hint-text').textContent !== '');
  await page.click('#hint-button');
  await page.waitForFunction((title) => document.querySelector('#hint-text').textContent.includes(title), expected.title);
  await page.click('#hint-button');
  await page.waitForFunction((text) => document.querySelector('#hint-text').textContent === text, expected.text);
  // So do the steps of its explanation.
  const explained = await api('explain', {
    puzzle: { size: '4x4', givens: asLetters, symbols: 'letters' },
    finish: true,
  });
  await page.click('#explain-button');
  await page.waitForSelector('#steps li');
  assert.equal(await page.locator('#steps li').nth(0).textContent(), explained.steps[0].text);
  assert.equal(explained.steps[0].text, expected.text);
  await page.click('#explain-close');

  const solution = (await api('solve', { puzzle: { size: '4x4', givens: grid } })).result.solutions[0];
  const letter = String.fromCharCode(64 + parseInt(solution[empty], 17));
  await cell(page, empty).click();
  await page.keyboard.press(letter.toLowerCase());
  assert.equal(await cell(page, empty).locator('.value').textContent(), letter);
  assert.equal(await page.evaluate((index) => window.sudokitPage.game.values[index], empty), parseInt(solution[empty], 17));
});

test('solve with a chosen algorithm fills in the one solution', async (t) => {
  const page = await openPage(t);
  await loadPuzzle(page, CLASSIC);
  for (const algorithm of ['dlx', 'backtrack']) {
    await page.click('#reset-button');
    await page.selectOption('#algorithm-select', algorithm);
    await page.click('#solve-button');
    await page.waitForFunction((name) => document.querySelector('#solve-text').textContent.startsWith(name), algorithm);
    assert.match(await page.textContent('#solve-text'), new RegExp(`^${algorithm}: one solution, \\d+ nodes`));
    assert.equal(await shownGrid(page), CLASSIC_SOLUTION);
  }
  // Once solved, the rating shows without being asked for.
  await page.waitForFunction(() => /^SE rating 1\.2/.test(document.querySelector('#rating').textContent));
  await shot(page, 'solved');
});

test('progress survives a reload', async (t) => {
  const page = await openPage(t);
  await loadPuzzle(page, CLASSIC);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await cell(page, 3).click();
  await page.keyboard.press('Shift+6');
  await page.click('#rating-button');
  // The timer runs while the page is open and survives the reload.
  await page.waitForFunction(() => document.querySelector('#timer').textContent === '0:02');
  await page.reload();
  await page.waitForSelector('.cell.given');
  assert.match(await page.textContent('#message'), /as you left it/);
  const [minutes, seconds] = (await page.textContent('#timer')).split(':').map(Number);
  assert.ok(minutes * 60 + seconds >= 2, 'the time spent before the reload is kept');
  assert.equal(await cell(page, 2).locator('.value').textContent(), '4');
  assert.equal(await cell(page, 3).locator('.mark.shown').textContent(), '6');
  assert.match(await page.textContent('#rating'), /^SE rating 1\.2/, 'a rating once shown stays shown');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  assert.equal(await cell(page, 2).locator('.value').textContent(), '', 'undo history was kept');
});

test('your own givens, checked for one solution before play', async (t) => {
  const page = await openPage(t);
  await page.click('#blank-button');
  const typeGivens = async (text) => {
    for (let index = 0; index < 81; index++) {
      if (text[index] === '.') continue;
      await cell(page, index).click();
      await page.keyboard.press(text[index]);
    }
  };
  await typeGivens(CLASSIC.slice(0, 40) + '.'.repeat(41));
  await page.click('#start-button');
  await page.waitForFunction(() => /more than one solution/.test(document.querySelector('#message').textContent));
  await typeGivens(CLASSIC);
  await page.click('#start-button');
  await page.waitForFunction(() => /one solution/.test(document.querySelector('#message').textContent));
  assert.ok(await page.isHidden('#start-button'));
  assert.equal(await page.locator('.cell.given').count(), 30);
});

// A photo of CLASSIC made in the browser: a printed-looking grid on a grey page, turned a
// little, saved as JPEG.
async function syntheticPhoto(page, puzzle) {
  const dataUrl = await page.evaluate((givens) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    context.fillStyle = '#b9b4aa';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.translate(500, 620);
    context.rotate(0.06);
    context.fillStyle = '#f4f1ea';
    context.fillRect(-420, -460, 840, 900);
    context.fillStyle = '#222';
    context.font = 'bold 40px serif';
    context.textAlign = 'center';
    context.fillText('Sudoku No. 42', 0, -400);
    const cell = 80;
    const left = -360;
    const top = -340;
    for (let line = 0; line <= 9; line++) {
      context.lineWidth = line % 3 === 0 ? 6 : 2;
      context.beginPath();
      context.moveTo(left + line * cell, top);
      context.lineTo(left + line * cell, top + 9 * cell);
      context.moveTo(left, top + line * cell);
      context.lineTo(left + 9 * cell, top + line * cell);
      context.stroke();
    }
    context.font = '56px sans-serif';
    context.textBaseline = 'middle';
    [...givens].forEach((symbol, index) => {
      if (symbol === '.') return;
      context.fillText(symbol, left + (index % 9) * cell + cell / 2, top + Math.floor(index / 9) * cell + cell / 2 + 3);
    });
    return canvas.toDataURL('image/jpeg', 0.85);
  }, puzzle);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('a photo of a puzzle is read, shown for checking, then played', async (t) => {
  const page = await openPage(t);
  const photo = await syntheticPhoto(page, CLASSIC);
  await page.setInputFiles('#photo-input', { name: 'puzzle.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.waitForFunction(() => /Read from the photo/.test(document.querySelector('#message').textContent));
  assert.equal(await shownGrid(page), CLASSIC);
  assert.match(await page.textContent('#message'), /It has one solution/);
  assert.ok(await page.isVisible('#photo-canvas'));
  assert.ok(await page.isVisible('#start-button'));
  await shot(page, 'photo-read');
  await page.click('#start-button');
  await page.waitForFunction(() => /Ready: the puzzle has one solution/.test(document.querySelector('#message').textContent));
  assert.equal(await page.locator('.cell.given').count(), [...CLASSIC].filter((symbol) => symbol !== '.').length);

  // Not a photo of a grid: the server's reason is shown and the game in play is kept.
  await page.setInputFiles('#photo-input', { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello') });
  await page.waitForFunction(() => /not a JPEG or PNG image/.test(document.querySelector('#message').textContent));
  assert.equal(await shownGrid(page), CLASSIC);
});

test('bad input gets a clear message', async (t) => {
  const page = await openPage(t);
  const shown = await shownGrid(page);
  await page.fill('#paste-input', '12345');
  await page.click('#load-button');
  await page.waitForFunction(() => document.querySelector('#message').dataset.kind === 'error');
  assert.ok((await page.textContent('#message')).length > 10);
  assert.equal(await shownGrid(page), shown, 'the game in play is kept');
  await page.fill('#paste-input', '1' + '.'.repeat(80));
  await page.click('#load-button');
  await page.waitForFunction(() => /more than one solution/.test(document.querySelector('#message').textContent));
  await page.fill('#paste-input', '11' + '.'.repeat(79));
  await page.click('#load-button');
  await page.waitForFunction(() => /no solution/.test(document.querySelector('#message').textContent));
});

// Before the page loads: window.print counts its calls instead of opening the dialog.
const stubPrint = (fresh) =>
  fresh.addInitScript(() => {
    window.printCalls = 0;
    window.print = () => {
      window.printCalls += 1;
    };
  });

test('print shows a clean sheet with the puzzle and its solution', async (t) => {
  const page = await openPage(t, { beforeLoad: stubPrint });
  await loadPuzzle(page, CLASSIC);
  await page.click('#rating-button');
  await page.waitForFunction(() => /SE rating 1\.2 \(ER\)/.test(document.querySelector('#rating').textContent));
  await page.click('summary:has-text("Print")');
  await page.check('#print-solution');
  await page.click('#print-button');
  assert.equal(await page.evaluate(() => window.printCalls), 1);
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.isVisible('.print-grid.puzzle'));
  assert.ok(await page.isHidden('#board'));
  const printed = await page.$$eval('.print-grid.puzzle td', (cells) => cells.map((c) => c.textContent || '.').join(''));
  assert.equal(printed, CLASSIC);
  const solution = await page.$$eval('.print-grid.solution td', (cells) => cells.map((c) => c.textContent).join(''));
  assert.equal(solution, CLASSIC_SOLUTION);
  assert.equal(await page.textContent('#print-sheet h2'), 'Sudoku 9x9, easy (SE 1.2)');
  await shot(page, 'print');
});

// ---- variants ----------------------------------------------------------------------------

// ISS Killer TAREK_ALL#0 (tests/data/killer/iss_killers.txt): 24 cages, no givens.
const KILLER =
  'G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^';
const KILLER_SOLUTION =
  '432851769786239415159467823263974581971583642548612397397148256614725938825396174';
// `sudokit generate --variant x --seed 1` and `--variant jigsaw --seed 1`.
const X_PUZZLE =
  '{"diagonals":true,"givens":"...6....9...2.8...2...5.........7.........8..1694.5....7..9...8.....6..5.....1...","size":"3x3"}';
const JIGSAW =
  '.....9...............26.3..........9...6...8.5.2...4...4...7......3.........5..1. ' +
  'AAAABBBBBACDDDDDDBACDCEEDBBACDCEFFBGACCCEEFFGACEEEFFGGHHHEFFIIGHHIIIFIGGHHHHIIIGG';

// Pastes a variant puzzle and waits until the board shows its rules.
async function loadVariant(page, text, kind) {
  await page.fill('#paste-input', text);
  await page.click('#load-button');
  await page.waitForFunction((expected) => document.querySelector('#board').dataset.variant === expected, kind);
  await page.waitForFunction(() => document.querySelector('#message').textContent === 'Puzzle loaded.');
}

async function typeAt(page, index, key) {
  await cell(page, index).click();
  await page.keyboard.press(key);
}

const conflictCells = (page) =>
  page.$$eval('.cell.conflict', (cells) => cells.map((element) => Number(element.dataset.cell)));

test('a pasted Killer shows its cages with their sums and plays by them', async (t) => {
  const page = await openPage(t);
  await loadVariant(page, KILLER, 'killer');
  const expected = (await api('solve', { puzzle: KILLER })).puzzle.cages;
  assert.equal(expected.length, 24);
  // One dashed outline per cage, and each sum written once, in the cage's first cell.
  assert.equal(await page.locator('.variant path.cage').count(), 24);
  const drawnSums = await page.$$eval('.variant path.cage', (paths) => paths.map((path) => Number(path.dataset.sum)));
  assert.deepEqual(drawnSums, expected.map((cage) => cage.sum));
  const labels = await page.$$eval('.cage-sum', (spans) =>
    spans.map((span) => [Number(span.closest('.cell').dataset.cell), Number(span.textContent)]),
  );
  assert.deepEqual(
    labels.sort((a, b) => a[0] - b[0]),
    expected.map((cage) => [Math.min(...cage.cells), cage.sum]).sort((a, b) => a[0] - b[0]),
  );
  assert.match(await page.textContent('#puzzle-info'), /^9x9 Killer, 24 cages/);
  // The outlines are drawn: a path with a dash pattern per cage.
  const dashes = await page.$eval('.variant path.cage', (path) => getComputedStyle(path).strokeDasharray);
  assert.notEqual(dashes, 'none');
  await shot(page, 'killer');

  // The cage r2c2+r3c1+r3c2+r4c1 = 16: r2c2 and r4c1 share no row, column or box, only the cage.
  await typeAt(page, 10, '1');
  assert.deepEqual(await conflictCells(page), []);
  await typeAt(page, 27, '1');
  assert.deepEqual((await conflictCells(page)).sort((a, b) => a - b), [10, 27]);
  await page.keyboard.press('Delete');
  await cell(page, 10).click();
  await page.keyboard.press('Delete');

  // The cage r2c7+r3c7+r3c8 = 14: the helper lists its sets, then what the open cells need.
  await cell(page, 15).click();
  assert.equal(
    await page.textContent('#cage-help'),
    'Cage: sum 14, 3 cells: 1+4+9, 1+5+8, 1+6+7, 2+3+9, 2+4+8, 2+5+7, 3+4+7, 3+5+6.',
  );
  await page.keyboard.press('4');
  await cell(page, 24).click();
  assert.equal(await page.textContent('#cage-help'), 'Cage: sum 14, 3 cells; 2 open need 10: 1+9, 2+8, 3+7.');
  // Filled with different digits that miss the sum: the cage is marked, its sum in red.
  await page.keyboard.press('8');
  await typeAt(page, 25, '3');
  assert.deepEqual((await conflictCells(page)).sort((a, b) => a - b), [15, 24, 25]);
  assert.match(await page.locator('.variant path.cage[data-cage="5"]').getAttribute('class'), /\bbad\b/);
  assert.match(await cell(page, 15).getAttribute('class'), /\bcage-bad\b/);
  await shot(page, 'killer-wrong-sum');
  await page.click('#check-button');
  assert.match(await page.textContent('#message'), /1 wrong: r3c8/);
  await typeAt(page, 25, '2'); // 4 + 8 + 2 = 14, as in the solution
  assert.deepEqual(await conflictCells(page), []);
  assert.equal(await page.locator('.variant path.cage.bad').count(), 0);
  assert.equal(await page.textContent('#cage-help'), 'Cage: sum 14, 3 cells; complete.');

  // The share line is the JSON puzzle, cages and all; a reload keeps the Killer.
  const shared = JSON.parse(await page.textContent('#share-text'));
  assert.deepEqual(shared.cages, expected);
  await page.reload();
  await page.waitForSelector('.variant path.cage');
  assert.equal(await page.locator('.variant path.cage').count(), 24);
  assert.equal(await cell(page, 25).locator('.value').textContent(), '2');
  assert.equal(await page.evaluate(() => window.sudokitPage.game.solution.join('')), KILLER_SOLUTION);
});

test('a hint on a Killer comes from the server with the cages', async (t) => {
  const page = await openPage(t);
  await loadVariant(page, KILLER, 'killer');
  const requested = page.waitForRequest((request) => request.url().endsWith('/api/hint'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/hint'));
  await page.click('#hint-button');
  const request = JSON.parse((await requested).postData());
  // The position carries the cages (without them the empty grid would have many solutions).
  assert.equal(request.position.cages.length, 24);
  const answer = await (await answered).json();
  assert.equal(answer.status, 'hint');
  await page.waitForFunction(() => document.querySelector('#hint-text').textContent.length > 0);
  // Up to the whole step, which applies to the grid.
  for (const stage of [1, 2]) {
    await page.click('#hint-button');
    await page.waitForFunction((wanted) => window.sudokitPage.hint?.stage === wanted, stage);
  }
  assert.match(await page.textContent('#hint-text'), /cage/);
  const firstStep = await page.textContent('#hint-text');
  await page.click('#apply-button');
  assert.match(await page.textContent('#message'), /^Applied: /);
  await shot(page, 'killer-hint');
  // With the step's eliminations in the pencil marks, the next hint is a new step.
  await page.click('#hint-button');
  await page.waitForFunction(() => window.sudokitPage.hint?.stage === 0);
  assert.match(await page.textContent('#hint-text'), /^Look at /);
  for (const stage of [1, 2]) {
    await page.click('#hint-button');
    await page.waitForFunction((wanted) => window.sudokitPage.hint?.stage === wanted, stage);
  }
  const secondStep = await page.textContent('#hint-text');
  assert.notEqual(secondStep, firstStep);
  const eliminations = await page.evaluate(() => window.sudokitPage.hint.answer.eliminations);
  assert.ok(eliminations.length > 0);
  assert.equal(await page.locator('.mark.elim').count(), eliminations.length);
  await page.click('#apply-button');
  const marks = await page.evaluate(() => window.sudokitPage.game.marks);
  for (const { cell: index, digit } of eliminations) assert.equal(Math.floor(marks[index] / 2 ** digit) % 2, 0);
  // Explain all works from the cages as well.
  await page.click('#explain-button');
  await page.waitForSelector('.step');
  assert.ok((await page.locator('.step').count()) > 5);
});

test('a printed Killer has its cages and sums over the grid', async (t) => {
  const page = await openPage(t, {
    beforeLoad: (fresh) => fresh.addInitScript(() => (window.print = () => {})),
  });
  await loadVariant(page, KILLER, 'killer');
  const expected = (await api('solve', { puzzle: KILLER })).puzzle.cages;
  await page.click('summary:has-text("Print")');
  await page.click('#print-button');
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.isVisible('.print-grid.puzzle'));
  assert.equal(await page.textContent('#print-sheet h2'), 'Killer 9x9');
  assert.equal(await page.locator('.print-frame.puzzle .variant path.cage').count(), expected.length);
  const sums = await page.$$eval('.print-grid.puzzle td', (cells) =>
    cells.flatMap((td, index) => {
      const sum = td.querySelector('.cage-sum');
      return sum ? [[index, Number(sum.textContent)]] : [];
    }),
  );
  assert.deepEqual(
    sums,
    expected.map((cage) => [Math.min(...cage.cells), cage.sum]).sort((a, b) => a[0] - b[0]),
  );
  // The outline lies over the grid: the drawing covers the table.
  const [table, drawing] = await page.$$eval('.print-frame.puzzle > *', (parts) =>
    parts.map((part) => {
      const box = part.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    }),
  );
  assert.deepEqual(drawing, table);
  // The footer is the puzzle as text that reads back with its cages.
  const footer = JSON.parse(await page.textContent('.print-footer'));
  assert.equal(footer.cages.length, expected.length);
  await shot(page, 'killer-print');
});

test('X-Sudoku: the diagonals are drawn and are houses', async (t) => {
  const page = await openPage(t);
  await loadVariant(page, X_PUZZLE, 'x');
  assert.equal(await page.locator('.variant line.diagonal').count(), 2);
  assert.match(await page.textContent('#puzzle-info'), /^9x9 X-Sudoku, 19 givens/);
  // r1c1 and r5c5 share only the main diagonal.
  await typeAt(page, 0, '3');
  assert.deepEqual(await conflictCells(page), []);
  await typeAt(page, 40, '3');
  assert.deepEqual((await conflictCells(page)).sort((a, b) => a - b), [0, 40]);
  await shot(page, 'x-sudoku');
  const share = JSON.parse(await page.textContent('#share-text'));
  assert.equal(share.diagonals, true);
});

test('jigsaw: regions replace the boxes, drawn as thick lines', async (t) => {
  const page = await openPage(t);
  await loadVariant(page, JIGSAW, 'jigsaw');
  // Region A runs r1c1-r1c4: the thick line is after c4, not after c3 as between boxes.
  assert.match(await cell(page, 3).getAttribute('class'), /\bbox-right\b/);
  assert.doesNotMatch(await cell(page, 2).getAttribute('class'), /\bbox-right\b/);
  // r1c4 and r4c1 share region A only.
  await typeAt(page, 3, '1');
  await typeAt(page, 27, '1');
  assert.deepEqual((await conflictCells(page)).sort((a, b) => a - b), [3, 27]);
  await page.keyboard.press('Delete');
  await cell(page, 3).click();
  await page.keyboard.press('Delete');
  // r1c3 (region A) and r3c2 (region C) share the classic box only: no conflict.
  await typeAt(page, 2, '7');
  await typeAt(page, 19, '7');
  assert.deepEqual(await conflictCells(page), []);
  await shot(page, 'jigsaw');
  assert.match(await page.textContent('#share-text'), /"regions":"AAAABBBBB/);
});

test('new variant puzzles from the controls load with their houses', async (t) => {
  const page = await openPage(t);
  await page.selectOption('#difficulty-select', 'any');
  const made = async (variant) => {
    await page.selectOption('#variant-select', variant);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/generate'));
    await page.click('#new-button');
    const request = JSON.parse((await answered).request().postData());
    assert.equal(request.variant, variant);
    await page.waitForFunction((kind) => document.querySelector('#board').dataset.variant === kind, variant);
    await page.waitForFunction(() => document.querySelector('#message').textContent.startsWith('New puzzle'));
    return page.evaluate(() => {
      const { shape } = window.sudokitPage.game;
      return { houses: shape.houses.length, cages: shape.cages.length, kind: shape.kind };
    });
  };
  const windoku = await made('windoku');
  assert.equal(windoku.houses, 27 + 4);
  assert.equal(await page.locator('.variant rect.window').count(), 4);
  await shot(page, 'windoku');
  // Its hint is asked with the windows.
  const hinted = page.waitForRequest((request) => request.url().endsWith('/api/hint'));
  await page.click('#hint-button');
  assert.equal(JSON.parse((await hinted).postData()).position.windoku, true);
  await page.waitForFunction(() => /^Look at /.test(document.querySelector('#hint-text').textContent));
  const jigsaw = await made('jigsaw');
  assert.equal(jigsaw.houses, 27);
  const killerX = await made('killer-x');
  assert.ok(killerX.cages > 0);
  assert.equal(await page.locator('.variant line.diagonal').count(), 2);
  assert.equal(await page.locator('.variant path.cage').count(), killerX.cages);
  assert.equal(await page.locator('.cell.given').count(), 0);
  await shot(page, 'killer-x');
  // The rules chosen are kept with the settings.
  await page.reload();
  await page.waitForSelector('.variant path.cage');
  assert.equal(await page.inputValue('#variant-select'), 'killer-x');
});

// ---- Kakuro ------------------------------------------------------------------------------

// A 2x2 Kakuro whose one solution is 1 2 / 3 1, and the first Nikoli puzzle of the data set.
const SMALL_KAKURO = '# 4\\ 3\\\n\\3 . .\n\\4 . .';
const NIKOLI_KAKURO = JSON.parse(
  readFileSync(path.join(repository, 'tests', 'data', 'kakuro', 'nikoli_kakuro.jsonl'), 'utf8').split('\n')[0],
);

const whiteCell = (page, index) => page.locator(`.kakuro-board .white[data-white="${index}"]`);

async function openKakuro(t, options = {}) {
  const page = await openPage(t, options);
  await page.click('#kakuro-tab');
  await page.waitForSelector('.kakuro-board .white'); // the first visit makes a puzzle
  return page;
}

// Pastes a Kakuro and waits until its board is shown.
async function loadKakuro(page, text) {
  await page.fill('#kakuro-paste', text);
  await page.click('#kakuro-load');
  await page.waitForFunction(() => document.querySelector('#kakuro-message').textContent === 'Kakuro loaded.');
}

test('Kakuro: a new puzzle shows blocks, clue squares split by a diagonal, and its level', async (t) => {
  const page = await openKakuro(t);
  assert.ok(await page.isHidden('#sudoku-layout'));
  await page.selectOption('#kakuro-size', '8x8');
  await page.selectOption('#kakuro-level', 'medium');
  await page.click('#kakuro-new');
  await page.waitForFunction(() => /^New 8x8 Kakuro/.test(document.querySelector('#kakuro-message').textContent));
  assert.equal(await page.locator('.kakuro-board .square').count(), 81, 'a 9x9 board with its clue frame');
  const clues = page.locator('.kakuro-board .clue');
  const clueCount = await clues.count();
  assert.ok(clueCount > 0);
  assert.equal(await page.locator('.kakuro-board .clue svg.diagonal line').count(), clueCount);
  assert.ok((await page.locator('.kakuro-board .block').count()) > 0);
  // Sums are numbers; where a clue has both, the across sum is above and right of the down sum.
  const both = page.locator('.kakuro-board .clue', {
    has: page.locator('.across:not(:empty)'),
  }).filter({ has: page.locator('.down:not(:empty)') });
  if ((await both.count()) > 0) {
    const down = await both.first().locator('.down').boundingBox();
    const across = await both.first().locator('.across').boundingBox();
    assert.ok(across.x > down.x && across.y < down.y, 'across upper right, down lower left');
  }
  for (const sum of await page.locator('.kakuro-board .clue span').allTextContents()) {
    assert.match(sum, /^(\d{1,2})?$/);
  }
  assert.match(await page.textContent('#kakuro-info'), /^Kakuro 8x8, \d+ white cells, medium$/);
  assert.match(await page.textContent('#kakuro-rating'), /^Rating \d+\.\d \(\w+\)/);
  // The board sent to the page has one solution.
  const grid = await page.evaluate(() => window.sudokitKakuro.game.grid);
  assert.equal((await api('kakuro/solve', { grid })).result.verdict, 'unique');
  await shot(page, 'kakuro-new');
  // Sudoku is still there, as it was.
  await page.click('#sudoku-tab');
  assert.ok(await page.isVisible('#board'));
  assert.ok(await page.isHidden('#kakuro-board'));
});

test('Kakuro: typing digits, the combinations of the selected runs, undo, check', async (t) => {
  const page = await openKakuro(t);
  await loadKakuro(page, SMALL_KAKURO);
  assert.equal(await page.locator('.kakuro-board .white').count(), 4);
  await whiteCell(page, 0).click();
  // The selected cell's two runs are shaded, and what fits them listed.
  assert.equal(await page.locator('.kakuro-board .white.in-run').count(), 3);
  assert.deepEqual(await page.locator('#kakuro-combinations .run-line').allTextContents(), [
    'Across 3 in 2: 1+2',
    'Down 4 in 2: 1+3',
  ]);
  await page.keyboard.press('2');
  assert.equal(await whiteCell(page, 0).locator('.value').textContent(), '2');
  assert.deepEqual(await page.locator('#kakuro-combinations .run-line').allTextContents(), [
    'Across 3 in 2: 1 open need 1: 1',
    'Down 4 in 2: 1 open need 2: no set of digits fits',
  ]);
  await page.click('#kakuro-check');
  assert.match(await page.textContent('#kakuro-message'), /^1 wrong: r2c2\.$/);
  assert.match(await whiteCell(page, 0).getAttribute('class'), /\bwrong\b/);
  // A hint names the wrong digit first.
  await page.click('#kakuro-hint');
  assert.match(await page.textContent('#kakuro-hint-text'), /First fix r2c2/);
  await page.keyboard.press('Control+z');
  assert.equal(await whiteCell(page, 0).locator('.value').textContent(), '');
  await page.keyboard.press('Control+y');
  assert.equal(await whiteCell(page, 0).locator('.value').textContent(), '2');
  // The keypad types; Shift types a pencil mark.
  await page.click('#kakuro-keypad button[data-digit="1"]');
  assert.equal(await whiteCell(page, 0).locator('.value').textContent(), '1');
  await whiteCell(page, 3).click();
  await page.keyboard.press('Shift+Digit4');
  assert.equal(await whiteCell(page, 3).locator('.value').textContent(), '');
  assert.deepEqual(await whiteCell(page, 3).locator('.mark.shown').allTextContents(), ['4']);
  await page.click('#kakuro-check');
  assert.match(await page.textContent('#kakuro-message'), /No mistakes so far; 3 cells to go/);
  // Arrow keys move from white cell to white cell, over clues and blocks.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  assert.match(await whiteCell(page, 0).getAttribute('class'), /\bselected\b/);
  await page.keyboard.press('ArrowUp'); // a clue above: the selection stays
  assert.match(await whiteCell(page, 0).getAttribute('class'), /\bselected\b/);
  // Progress survives a reload, and the address keeps the Kakuro tab.
  await page.reload();
  await page.waitForSelector('.kakuro-board .white');
  assert.match(await page.textContent('#kakuro-message'), /^Welcome back/);
  assert.equal(await whiteCell(page, 0).locator('.value').textContent(), '1');
  assert.deepEqual(await whiteCell(page, 3).locator('.mark.shown').allTextContents(), ['4']);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await whiteCell(page, 3).locator('.mark.shown').allTextContents(), []);
});

test('Kakuro: a hint highlights its runs and cells and names its step', async (t) => {
  const page = await openKakuro(t);
  await loadKakuro(page, NIKOLI_KAKURO.grid.join('\n'));
  await page.waitForFunction(() => /easy|medium|hard/.test(document.querySelector('#kakuro-rating').textContent));
  await page.click('#kakuro-hint');
  await page.waitForFunction(() => /^Look at /.test(document.querySelector('#kakuro-hint-text').textContent));
  const focused = await page.locator('.kakuro-board .white.run-focus, .kakuro-board .white.cell-focus').count();
  assert.ok(focused > 0, 'the place to look is highlighted');
  await page.click('#kakuro-hint');
  await page.waitForFunction(() => /^[A-Z][a-z -]+: /.test(document.querySelector('#kakuro-hint-text').textContent));
  await page.click('#kakuro-hint');
  await page.waitForFunction(() => !/Press Hint again/.test(document.querySelector('#kakuro-hint-text').textContent));
  const text = await page.textContent('#kakuro-hint-text');
  const step = await api('kakuro/hint', { grid: NIKOLI_KAKURO.grid });
  assert.equal(text, step.text);
  const shown = await page.locator('.kakuro-board .mark.place.shown, .kakuro-board .mark.elim.shown').count();
  assert.equal(shown, step.placements.length + step.eliminations.reduce((n, e) => n + e.digits.length, 0));
  await shot(page, 'kakuro-hint');
});

test('Kakuro: a pasted board loads, and typing its solution is recognised as solved', async (t) => {
  const page = await openKakuro(t);
  await loadKakuro(page, JSON.stringify(NIKOLI_KAKURO));
  const whites = await page.locator('.kakuro-board .white').count();
  assert.equal(whites, NIKOLI_KAKURO.solution.length);
  assert.equal(await page.locator('.kakuro-board .square').count(), NIKOLI_KAKURO.grid.length * 12);
  const solved = await api('kakuro/solve', { grid: NIKOLI_KAKURO.grid });
  const solution = solved.result.solutions[0];
  assert.equal(solution, NIKOLI_KAKURO.solution);
  for (let index = 0; index < whites; index++) {
    await whiteCell(page, index).click();
    await page.keyboard.press(solution[index]);
  }
  await page.waitForFunction(() => /^Solved/.test(document.querySelector('#kakuro-message').textContent));
  assert.match(await page.locator('#kakuro-board').getAttribute('class'), /\bsolved\b/);
  assert.equal(await page.locator('.kakuro-board .white.conflict').count(), 0);
  await shot(page, 'kakuro-solved');
  // A bad board gets the reader's message.
  await page.fill('#kakuro-paste', '# 4\\ 3\\\n\\19 . .\n\\4 . .');
  await page.click('#kakuro-load');
  await page.waitForFunction(() => /line 2, column 1: r2c1/.test(document.querySelector('#kakuro-message').textContent));
});

// The squares of a Kakuro's text rows, read apart from the page's reader: what a print sheet
// must show in each (the sums as written, a given digit or nothing in a white cell).
function kakuroSquares(grid) {
  return grid
    .flatMap((row) => row.trim().split(/\s+/))
    .map((token) => {
      if (token === '#' || token === '\\') return { kind: 'block' };
      const clue = /^(\d*)\\(\d*)$/.exec(token);
      if (clue) return { kind: 'clue', down: clue[1], across: clue[2] };
      return { kind: 'white', digit: /^[1-9]$/.test(token) ? token : '' };
    });
}

// The squares of a printed Kakuro grid, in the form of kakuroSquares.
function printedSquares(page, selector) {
  return page.$$eval(`${selector} td`, (cells) =>
    cells.map((td) => {
      if (td.className === 'clue') {
        const sum = (direction) => td.querySelector(`.${direction}`).textContent;
        return { kind: 'clue', down: sum('down'), across: sum('across') };
      }
      return td.className === 'white' ? { kind: 'white', digit: td.textContent } : { kind: td.className };
    }),
  );
}

test('Kakuro: print shows a clean sheet with the board, its sums, the solution and the text', async (t) => {
  const page = await openKakuro(t, { beforeLoad: stubPrint });
  await page.selectOption('#kakuro-size', '8x8');
  await page.selectOption('#kakuro-level', 'medium');
  await page.click('#kakuro-new');
  await page.waitForFunction(() => /^New 8x8 Kakuro/.test(document.querySelector('#kakuro-message').textContent));
  // The player's digits stay off the sheet.
  await whiteCell(page, 0).click();
  await page.keyboard.press('5');
  const { grid, solution, rating } = await page.evaluate(() => {
    const { game } = window.sudokitKakuro;
    return { grid: game.grid, solution: game.solution.join(''), rating: game.rating };
  });
  assert.equal((await api('kakuro/solve', { grid })).result.solutions[0], solution);

  await page.click('#kakuro-layout summary:has-text("Print")');
  await page.check('#kakuro-print-solution');
  await page.click('#kakuro-print-button');
  assert.equal(await page.evaluate(() => window.printCalls), 1);
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.isVisible('.kakuro-print-grid.puzzle'));
  assert.ok(await page.isHidden('#kakuro-board'));
  assert.equal(await page.locator('.print-grid').count(), 0, 'no Sudoku on the sheet');
  const heading = `Kakuro 8x8, medium (rating ${rating.difficulty.toFixed(1)})`;
  assert.equal(await page.textContent('#print-sheet h2'), heading);

  // Every square in its place: blocks, clues with their sums, white cells left empty.
  const squares = kakuroSquares(grid);
  const count = (kind) => squares.filter((square) => square.kind === kind).length;
  assert.equal(squares.length, 81);
  assert.ok(count('clue') > 0 && count('block') > 0);
  for (const kind of ['block', 'clue', 'white']) {
    assert.equal(await page.locator(`.kakuro-print-grid.puzzle td.${kind}`).count(), count(kind), kind);
  }
  assert.deepEqual(await printedSquares(page, '.kakuro-print-grid.puzzle'), squares);
  assert.equal(await page.locator('.kakuro-print-grid.puzzle td.clue svg.diagonal line').count(), count('clue'));
  // Where a clue has both sums, the across sum is above and right of the down sum.
  const both = page
    .locator('.kakuro-print-grid.puzzle td.clue')
    .filter({ has: page.locator('.across:not(:empty)') })
    .filter({ has: page.locator('.down:not(:empty)') });
  if ((await both.count()) > 0) {
    const down = await both.first().locator('.down').boundingBox();
    const across = await both.first().locator('.across').boundingBox();
    assert.ok(across.x > down.x && across.y < down.y, 'across upper right, down lower left');
  }
  // Blocks are dark on paper too: their shade prints even with backgrounds off.
  const block = await page.$eval('.kakuro-print-grid td.block', (td) => ({
    background: getComputedStyle(td).backgroundColor,
    adjust: getComputedStyle(td.closest('table')).printColorAdjust,
  }));
  assert.equal(block.adjust, 'exact');
  const [red, green, blue] = block.background.match(/\d+/g).map(Number);
  assert.ok(red + green + blue < 3 * 100, `blocks print dark (${block.background})`);

  // The solution: the same board with the known digits.
  const solutionGrid = '.kakuro-print-grid.solution';
  const printedSolution = await page.$$eval(`${solutionGrid} td.white`, (cells) => cells.map((td) => td.textContent));
  assert.equal(printedSolution.join(''), solution);
  assert.equal(await page.locator(`${solutionGrid} td.clue`).count(), count('clue'));
  assert.equal(await page.textContent('#print-sheet h3'), 'Solution');

  // The footer: the board as text, a row per line, which the paste box reads back.
  const footer = await page.textContent('#print-sheet .print-footer');
  assert.equal(footer, grid.join('\n'));
  await shot(page, 'kakuro-print');
  await page.emulateMedia({ media: 'screen' });
  await loadKakuro(page, footer);
  assert.deepEqual(await page.evaluate(() => window.sudokitKakuro.game.grid), grid);

  // Without the box checked the sheet has no solution; a board whose solution is not known says so.
  await page.uncheck('#kakuro-print-solution');
  await page.click('#kakuro-print-button');
  assert.equal(await page.locator('.kakuro-print-grid').count(), 1);
  assert.equal(await page.locator('#print-sheet h3, #print-sheet .print-note').count(), 0);
  await page.evaluate(() => {
    window.sudokitKakuro.game.solution = null;
  });
  await page.check('#kakuro-print-solution');
  await page.click('#kakuro-print-button');
  assert.equal(await page.locator('.kakuro-print-grid').count(), 1);
  assert.match(await page.textContent('#print-sheet .print-note'), /solution is not known/);
  assert.equal(await page.evaluate(() => window.printCalls), 3);

  // Back on the Sudoku tab, Print puts the Sudoku on the sheet again.
  await page.click('#sudoku-tab');
  await page.click('#sudoku-layout summary:has-text("Print")');
  await page.click('#print-button');
  assert.equal(await page.locator('.kakuro-print-grid').count(), 0);
  assert.equal(await page.locator('.print-grid.puzzle').count(), 1);
  assert.match(await page.textContent('#print-sheet h2'), /^Sudoku 9x9/);
});

test('Kakuro: a 30x30 board prints within the width of a page', async (t) => {
  const page = await openKakuro(t, { beforeLoad: stubPrint });
  const made = await api('kakuro/generate', { rows: 30, columns: 30, seed: 1 });
  await loadKakuro(page, made.puzzle.grid.join('\n'));
  await page.click('#kakuro-layout summary:has-text("Print")');
  await page.check('#kakuro-print-solution');
  await page.click('#kakuro-print-button');
  // An A4 page's width less the printer's margins of 1 cm, at 96 CSS pixels to the inch.
  const pageWidth = Math.floor(((21 - 2) / 2.54) * 96);
  await page.setViewportSize({ width: pageWidth, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.kakuro-print-grid.puzzle td').count(), 31 * 31);
  assert.equal(await page.evaluate(() => window.sudokitKakuro.game.board.columns), 31);
  for (const selector of ['.kakuro-print-grid.puzzle', '.kakuro-print-grid.solution', '#print-sheet .print-footer']) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= pageWidth, `${selector} at ${JSON.stringify(box)} fits across`);
  }
  // By squares sized to fit, not by a table squeezed into narrow, tall columns.
  for (const selector of ['.kakuro-print-grid.puzzle', '.kakuro-print-grid.solution']) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(Math.abs(box.width - box.height) <= 2, `${selector} is square: ${JSON.stringify(box)}`);
  }
  // The footer keeps a row per line: none is wrapped (a range has a rectangle per line shown)
  // or cut.
  const footer = await page.$eval('#print-sheet .print-footer', (pre) => {
    const range = document.createRange();
    range.selectNodeContents(pre);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return { rows: pre.textContent.split('\n').length, lines: tops.size, overflow: pre.scrollWidth - pre.clientWidth };
  });
  assert.deepEqual(footer, { rows: 31, lines: 31, overflow: 0 });
  // Sums are still there to read in the small squares.
  const firstSum = await page.locator('.kakuro-print-grid.puzzle td.clue .across:not(:empty)').first().boundingBox();
  assert.ok(firstSum.height >= 5, `a sum ${firstSum.height}px high`);
  await shot(page, 'kakuro-print-30x30');
});

// The digits a cell of a grid with boxes of `boxRows` x `boxCols` can still take: those no
// peer holds (computed here from the grid, not by the page).
function openDigitsOf(digits, boxRows, boxCols, cellIndex) {
  const side = boxRows * boxCols;
  const row = Math.floor(cellIndex / side);
  const col = cellIndex % side;
  const taken = new Set();
  for (let other = 0; other < side * side; other++) {
    const r = Math.floor(other / side);
    const c = other % side;
    const sameBox =
      Math.floor(r / boxRows) === Math.floor(row / boxRows) && Math.floor(c / boxCols) === Math.floor(col / boxCols);
    if (r === row || c === col || sameBox) taken.add(digits[other]);
  }
  return Array.from({ length: side }, (_, index) => index + 1).filter((digit) => !taken.has(digit));
}

test('a 36x36 board stays readable: a symbol a cell, the selected cell pencil marks listed under it', async (t) => {
  const page = await openPage(t);
  const made = (await api('generate', { size: '6x6', seed: 5 })).puzzles[0];
  const givens = made.puzzle.givens;
  assert.match(givens, /^[0-9A-Z.]{1296}$/);
  await loadPuzzle(page, givens);
  assert.equal(await page.locator('.cell').count(), 1296);
  assert.equal(await page.locator('.mark').count(), 0, 'cells draw no pencil marks');
  assert.equal(await page.locator('#keypad button').count(), 36);
  const box = await cell(page, 0).boundingBox();
  assert.ok(box.width >= 20, `a cell is ${box.width} px wide`);
  const fontSize = await cell(page, 0).locator('.value').evaluate((value) => parseFloat(getComputedStyle(value).fontSize));
  assert.ok(fontSize >= 11, `digits are ${fontSize} px`);

  // Pencil marks on demand: fill them in, select a cell, read them under the board.
  const digits = [...givens].map((symbol) => (symbol === '.' ? 0 : parseInt(symbol, 36) + 1));
  const empty = givens.indexOf('.');
  await page.click('#candidates-button');
  await cell(page, empty).click();
  const expected = openDigitsOf(digits, 6, 6, empty).map((digit) => (digit - 1).toString(36).toUpperCase());
  const name = `r${Math.floor(empty / 36) + 1}c${(empty % 36) + 1}`;
  assert.equal(await page.textContent('#cell-marks'), `${name} pencil marks: ${expected.join(' ')}`);
  assert.equal(await cell(page, empty).evaluate((element) => element.classList.contains('has-marks')), true);
  await shot(page, 'thirty-six');

  // The solution's symbol goes in as typed: Z types 36, and 0 types 1 (it erases on boards
  // whose symbols have no 0).
  const symbol = made.solution[empty];
  await page.keyboard.press(symbol.toLowerCase());
  assert.equal(await cell(page, empty).locator('.value').textContent(), symbol);
  assert.equal(await page.textContent('#cell-marks'), `${name}: ${symbol}`);
  assert.equal(await page.evaluate((index) => window.sudokitPage.game.values[index], empty), parseInt(symbol, 36) + 1);
  const one = [...givens].findIndex((given, index) => given === '.' && made.solution[index] === '0');
  await cell(page, one).click();
  await page.keyboard.press('0');
  assert.equal(await cell(page, one).locator('.value').textContent(), '0');
  assert.equal(await page.evaluate((index) => window.sudokitPage.game.values[index], one), 1);
  assert.equal(await page.textContent('#share-text'), givens);
});

test('a 49x49 in numbers: digits typed figure by figure, shared as numbers', async (t) => {
  const page = await openPage(t);
  const made = (await api('generate', { size: '7x7', seed: 2 })).puzzles[0];
  const givens = made.puzzle.givens.split(' ').map(Number);
  const solution = made.solution.split(' ').map(Number);
  assert.equal(givens.length, 2401);
  await page.fill('#paste-input', made.puzzle.givens);
  await page.click('#load-button');
  await page.waitForFunction(() => /Puzzle loaded/.test(document.querySelector('#message').textContent), null, {
    timeout: 60000,
  });
  assert.equal(await page.locator('.cell').count(), 2401);
  const shown = await page.$$eval('.cell .value', (values) => values.map((value) => Number(value.textContent || 0)));
  assert.deepEqual(shown, givens);
  assert.equal(await page.locator('#keypad button').count(), 49);
  assert.equal(await page.textContent('#share-text'), made.puzzle.givens);

  // A two-figure digit: its first figure goes in, the second makes the number.
  // 0 is a figure here, not an erase: take a number that ends in it.
  const target = givens.findIndex((digit, index) => digit === 0 && solution[index] % 10 === 0);
  const [tens, units] = String(solution[target]);
  await cell(page, target).click();
  await page.keyboard.press(tens);
  assert.equal(await cell(page, target).locator('.value').textContent(), tens);
  await page.keyboard.press(units);
  assert.equal(await cell(page, target).locator('.value').textContent(), String(solution[target]));
  assert.equal(await page.evaluate((index) => window.sudokitPage.game.values[index], target), solution[target]);
  // A one-figure digit in another cell, typed after a pause, stays one figure.
  const single = givens.findIndex((digit, index) => digit === 0 && solution[index] < 10 && index !== target);
  await cell(page, single).click();
  await page.keyboard.press(String(solution[single]));
  await page.waitForTimeout(1300);
  await page.keyboard.press('Delete');
  await page.keyboard.press(String(solution[single]));
  assert.equal(await cell(page, single).locator('.value').textContent(), String(solution[single]));
  // A hint from the server, the position sent in numbers: the whole step names its cell.
  const expected = await api('hint', { puzzle: { size: '7x7', givens: made.puzzle.givens } });
  assert.equal(expected.status, 'hint');
  for (let press = 0; press < 3; press++) await page.click('#hint-button');
  await page.waitForFunction(() => /r\d+c\d+/.test(document.querySelector('#hint-text').textContent), null, {
    timeout: 30000,
  });
  await shot(page, 'forty-nine');
});

test('a 64x64 keeps pencil marks above digit 52 through a reload', async (t) => {
  const page = await openPage(t);
  // A full grid by the banded pattern, with the cells of row 1 from column 1 to 20 blank: each
  // blank's column holds every other digit, so the puzzle has one solution.
  const side = 64;
  const digits = [];
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) digits.push(((8 * (r % 8) + Math.floor(r / 8) + c) % side) + 1);
  }
  const givens = digits.map((digit, index) => (index < 20 ? 0 : digit));
  await page.fill('#paste-input', givens.join(' '));
  await page.click('#load-button');
  await page.waitForFunction(() => /Puzzle loaded/.test(document.querySelector('#message').textContent), null, {
    timeout: 60000,
  });
  assert.equal(await page.locator('.cell').count(), 4096);
  await cell(page, 3).click();
  await page.click('#pencil-button');
  for (const digit of [60, 53, 7]) await page.click(`#keypad button[data-digit="${digit}"]`);
  await page.click('#pencil-button');
  assert.equal(await page.textContent('#cell-marks'), 'r1c4 pencil marks: 7 53 60');
  await page.reload();
  await page.waitForSelector('.cell.given');
  await cell(page, 3).click();
  assert.equal(await page.textContent('#cell-marks'), 'r1c4 pencil marks: 7 53 60');
  await page.click('#pencil-button');
  await page.click('#keypad button[data-digit="53"]');
  await page.click('#pencil-button');
  assert.equal(await page.textContent('#cell-marks'), 'r1c4 pencil marks: 7 60');
  // The right digit, typed, is taken.
  await page.click(`#keypad button[data-digit="${digits[3]}"]`);
  assert.equal(await cell(page, 3).locator('.value').textContent(), String(digits[3]));
});

test('New makes a 64x64: its digits in numbers, one solution', async (t) => {
  const page = await openPage(t);
  assert.ok(await page.locator('#size-select option[value="8x8"]').count(), 'the size is offered');
  await page.selectOption('#size-select', { value: '8x8' });
  await page.selectOption('#difficulty-select', 'any');
  await page.click('#new-button');
  await page.waitForFunction(() => /New puzzle/.test(document.querySelector('#message').textContent), null, {
    timeout: 60000,
  });
  assert.equal(await page.locator('.cell').count(), 4096);
  assert.equal(await page.locator('#keypad button').count(), 64);
  const shared = await page.textContent('#share-text');
  const givens = shared.split(' ').map(Number);
  assert.equal(givens.length, 4096);
  assert.ok(givens.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 64));
  const shown = await page.$$eval('.cell .value', (values) => values.map((value) => Number(value.textContent || 0)));
  assert.deepEqual(shown, givens);
  const count = await api('count', { puzzle: { size: '8x8', givens: shared }, limit: 2 });
  assert.equal(count.count, 1);
});
