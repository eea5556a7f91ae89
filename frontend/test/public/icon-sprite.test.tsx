import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Icon } from '@/public/components/icons/Icon';
import { FILLED_ICONS, LINE_ICONS } from '@/public/components/icons/sprite-source';

// The sprite as the build draws it (scripts/icon-sprite.mjs), in a process of its own: Vite's module runner.
const sprite = execFileSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { drawIconSprite } from ${JSON.stringify(path.join(__dirname, '../../scripts/icon-sprite.mjs'))}; process.stdout.write(await drawIconSprite());`,
  ],
  { encoding: 'utf8' },
);
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, id, attributes, drawing]) => [id, { attributes, drawing }]),
);

test('the sprite draws every icon the pages may name, once each', () => {
  const names = [...Object.keys(LINE_ICONS), ...Object.keys(FILLED_ICONS)];
  expect([...symbols.keys()].sort()).toEqual(names.sort());
  expect(sprite.match(/<symbol /g)).toHaveLength(names.length);
  for (const [name, { drawing }] of symbols)
    expect({ name, drawn: /<(path|circle|rect|line|polyline|polygon|ellipse)\b/.test(drawing) }).toEqual({ name, drawn: true });
});

test("Lucide's icons are lines the page may fill; the brands' marks are filled shapes", () => {
  expect(symbols.get('Phone')!.attributes).toContain('stroke="currentColor"');
  expect(symbols.get('Phone')!.attributes).not.toContain('fill=');
  expect(symbols.get('WhatsApp')!.attributes).toContain('fill="currentColor"');
  expect(symbols.get('WhatsApp')!.drawing).toBe(`<path d="${FILLED_ICONS.WhatsApp}"/>`);
});

test('an icon is a decorative reference into the sprite, unfilled unless asked', () => {
  const { container } = render(
    <>
      <Icon name="Phone" size={18} />
      <Icon name="Star" fill="currentColor" />
    </>,
  );
  const [phone, star] = container.querySelectorAll('svg');
  expect(phone).toHaveAttribute('aria-hidden', 'true');
  expect(phone).toHaveAttribute('width', '18');
  expect(phone).toHaveAttribute('fill', 'none');
  expect(phone.querySelector('use')).toHaveAttribute('href', '/assets/icons-test.svg#Phone');
  expect(star).toHaveAttribute('fill', 'currentColor');
});
