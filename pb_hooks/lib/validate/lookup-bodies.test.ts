// The { slug } and { id } bodies of the search routes.
import { describe, expect, it } from 'vitest';
import { thrown, validate as V } from '../testing';

describe('lookup bodies', () => {
  it('takes a slug and an id as strings, any content (they are bound, never spliced)', () => {
    expect(V.validateSlugBody({ slug: 'demo" || slug != "' })).toEqual({ slug: 'demo" || slug != "' });
    expect(thrown(() => V.validateSlugBody({})).data.slug!.code).toBe('validation_required');
    expect(thrown(() => V.validateSlugBody({ slug: ['demo'] })).data.slug!.code).toBe(
      'validation_invalid_type',
    );
    expect(V.validateIdBody({ id: 'abc' })).toEqual({ id: 'abc' });
    expect(thrown(() => V.validateIdBody({ id: 5 })).data.id).toBeDefined();
  });
});
