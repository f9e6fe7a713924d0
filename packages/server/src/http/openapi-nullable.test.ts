import { describe, expect, it } from 'vitest';
import { withNullInNullableEnums } from './openapi-nullable.ts';

describe('nullable enums in the OpenAPI document', () => {
  it('lets a nullable enum take null, at any depth, and leaves the rest as it was', () => {
    const document = {
      paths: {
        '/x': {
          get: {
            responses: {
              200: {
                schema: {
                  properties: {
                    from: { type: 'string', enum: ['a', 'b'], nullable: true },
                    to: { type: 'string', enum: ['a', 'b'] },
                    note: { type: 'string', nullable: true },
                  },
                },
              },
            },
          },
        },
      },
    };
    const fixed = withNullInNullableEnums(document);
    const props = fixed.paths['/x'].get.responses[200].schema.properties;
    expect(props.from.enum).toEqual(['a', 'b', null]);
    expect(props.to.enum).toEqual(['a', 'b']);
    expect(props.note).toEqual({ type: 'string', nullable: true });
    expect(document.paths['/x'].get.responses[200].schema.properties.from.enum).toEqual(['a', 'b']);
  });
});
