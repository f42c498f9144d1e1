/**
 * docs/product.md#staff-screens names the admin navigation's groups and screens, in their order, as
 * src/client/features/admin/admin-nav.ts declares them (an administrator sees them all).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminNavSectionsFor } from '#client/features/admin/admin-nav.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe("product.md's admin navigation", () => {
  it('lists the groups and their screens as the navigation declares them', () => {
    const product = readFileSync(path.join(root, 'docs/product.md'), 'utf8').replace(/\s+/g, ' ');
    const listed = adminNavSectionsFor(['administrator'])
      .map(({ label, items }) => {
        const screens = items.map((item) => item.label).join(', ');
        return label ? `${label} (${screens})` : screens;
      })
      .join('; ');
    expect(product).toContain(`Navigation, in groups: ${listed}.`);
  });
});
