/** The console's content forms: datetime-local ⇄ ISO with offset, and request bodies from the field spec. */
import { describe, expect, it } from 'vitest';
import { kindSpec } from '../../src/ops/content/content-kinds.ts';
import { bodyOf, fromLocalInput, toLocalInput, valuesOf } from '../../src/ops/content/content-values.ts';

describe('console content values', () => {
  it('sends a datetime-local value as ISO with the browser offset, same instant', () => {
    const iso = fromLocalInput('2025-05-01T20:00');
    expect(iso).toMatch(/^2025-05-01T20:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date('2025-05-01T20:00').getTime());
    expect(toLocalInput(iso)).toBe('2025-05-01T20:00');
  });

  it('builds a banner body: numbers, booleans, an empty link and page kept, the id when editing', () => {
    const spec = kindSpec('banners')!;
    const values = { ...valuesOf(spec, null), title: 'Oi', image: '/content/cover-1.svg', sort: '-3' };
    expect(bodyOf(spec, values, 7)).toEqual({ id: 7, title: 'Oi', image: '/content/cover-1.svg', link: '', position: 'home', sort: -3, active: true, html: '' });
  });

  it('reads list rows (camelCase columns) into an article form, leaving empty optional fields to the server', () => {
    const spec = kindSpec('articles')!;
    const values = valuesOf(spec, { id: 3, categoryId: 2, title: 'T', summary: '', cover: '', coverWidth: 640, coverHeight: 360, html: '<p>x</p>' });
    expect(values).toMatchObject({ category_id: '2', cover_width: '640' });
    expect(bodyOf(spec, values, 3)).toEqual({ id: 3, category_id: 2, title: 'T', cover_width: 640, cover_height: 360, html: '<p>x</p>' });
  });
});
