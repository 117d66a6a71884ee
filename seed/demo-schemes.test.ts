import { describe, expect, it } from 'vitest';
import { schemeFormSchema } from '@/lib/schemes/schemas';
import { DEMO_SCHEME_FORMS } from './demo-schemes';

describe('the demo supplier’s schemes', () => {
  it('are forms the scheme form accepts, so /optimalSchemeDetails.html shows them', () => {
    for (const form of DEMO_SCHEME_FORMS) expect(schemeFormSchema.safeParse(form).error?.issues ?? []).toEqual([]);
  });
});
