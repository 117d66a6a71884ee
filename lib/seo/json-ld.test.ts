import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes every < so a value cannot end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: '<!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!--' });
  });
});
