import { describe, expect, it } from 'vitest';
import { validSchemeForm } from '@/test/kits/schemes';
import { splitSchemeForm } from './parts';
import { companyFormSchema, schemePartSchema } from './schemas';

describe('splitSchemeForm', () => {
  it('keeps each key in exactly one part, and the parts together are the form', () => {
    const form = validSchemeForm();
    const { company, scheme } = splitSchemeForm(form);
    expect(Object.keys(company).sort()).toEqual(Object.keys(companyFormSchema.shape).sort());
    expect(Object.keys(scheme).sort()).toEqual(Object.keys(schemePartSchema.shape).sort());
    expect({ ...company, ...scheme }).toEqual(form);
  });
});
