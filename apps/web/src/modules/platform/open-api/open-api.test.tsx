import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { OpenApiPage } from './OpenApiPage.tsx';
import { filterGroups, groupOperations, type OpenApiDocument } from './open-api-doc.ts';

/** A document shaped like the server's: an envelope per answer, data described or not, a file answer. */
const envelope = (data: object) => ({
  content: {
    'application/json': {
      schema: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, data } },
    },
  },
});
const DOC: OpenApiDocument = {
  info: { title: 'FreightDesk API', version: '1.0.0' },
  paths: {
    '/api/user/role/permissions': {
      get: {
        operationId: 'getUserRolePermissions',
        summary: 'Roles: the permission codes of a role',
        description: 'Permission: `oa/org/roleList`.',
        tags: ['user/role'],
        parameters: [
          { name: 'roleId', in: 'query', required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        responses: { '200': envelope({ type: 'array', items: { type: 'string' } }) },
      },
    },
    '/api/user/role/search': {
      post: {
        operationId: 'postUserRoleSearch',
        summary: 'Roles: search',
        description: 'Permission: `oa/org/roleList`.',
        tags: ['user/role'],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { page: { type: 'integer' } }, required: ['page'] },
            },
          },
        },
        responses: {
          '200': envelope({
            type: 'object',
            properties: {
              records: { type: 'array', items: { $ref: '#/components/schemas/role' } },
              total: { type: 'integer' },
            },
          }),
        },
      },
    },
    '/api/basic/country/importTemplate': {
      get: {
        operationId: 'getBasicCountryImportTemplate',
        summary: 'Country: import template (xlsx)',
        description: 'Permission: `setting/basic/country:import`.',
        tags: ['basic/country'],
        responses: {
          '200': {
            content: { 'application/octet-stream': { schema: { type: 'string' } }, ...envelope({}).content },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      role: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          remark: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        },
        required: ['id', 'remark'],
      },
    },
  },
};

describe('groupOperations', () => {
  it('groups by tag and lists parameters, body fields and the fields of the data', () => {
    const groups = groupOperations(DOC);
    expect(groups.map((g) => g.tag)).toEqual(['basic/country', 'user/role']);
    const [permissions, search] = groups[1]!.operations;
    expect(permissions!.parameters).toEqual([{ name: 'roleId', type: 'string (uuid)', required: true }]);
    expect(permissions!.data).toEqual([{ name: 'data', type: 'array of string', required: true }]);
    expect(search!.body).toEqual([{ name: 'page', type: 'integer', required: true }]);
    expect(search!.data.map((f) => `${f.name}: ${f.type}`)).toEqual([
      'records: array of object',
      'records[].id: string (uuid)',
      'records[].remark: string | null',
      'total: integer',
    ]);
    expect(groups[0]!.operations[0]!.answersFile).toBe(true);
  });

  it('filters by every word of the search in path, summary and permission', () => {
    const groups = groupOperations(DOC);
    expect(filterGroups(groups, 'role SEARCH').flatMap((g) => g.operations.map((o) => o.path))).toEqual([
      '/api/user/role/search',
    ]);
    expect(filterGroups(groups, 'country:import')[0]!.tag).toBe('basic/country');
    expect(filterGroups(groups, 'nothing like this')).toEqual([]);
  });
});

describe('OpenApiPage', () => {
  let unmount: (() => Promise<void>) | undefined;
  beforeAll(prepareDom);
  afterEach(async () => {
    await unmount?.();
    unmount = undefined;
  });

  it('shows a loading state, then the groups; the search narrows and can find nothing', async () => {
    let resolve!: (doc: OpenApiDocument) => void;
    const load = () => new Promise<OpenApiDocument>((r) => (resolve = r));
    unmount = await mount(<OpenApiPage load={load} />);
    expect(byTestId('open-api-loading')).not.toBeNull();
    await act(async () => resolve(DOC));
    expect(byTestId('open-api-count')!.textContent).toBe('3 operations');
    expect(byTestId('open-api-groups')!.textContent).toContain('/api/user/role (2)');
    const input =
      byTestId('open-api-search')!.querySelector('input') ??
      (byTestId('open-api-search') as HTMLInputElement);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(input, 'permission codes');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(byTestId('open-api-count')!.textContent).toBe('1 operation');
    // a search opens the matching groups: the operation with its parameters and data shows
    expect(byTestId('open-api-op-getUserRolePermissions')!.textContent).toContain(
      '/api/user/role/permissions',
    );
    expect(byTestId('open-api-params-getUserRolePermissions')!.textContent).toContain('roleId');
    await act(async () => {
      setValue.call(input, 'nothing like this');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(byTestId('open-api-empty')).not.toBeNull();
  });

  it('documents the webhook contract beside the operations: events, headers, signature check', async () => {
    unmount = await mount(<OpenApiPage load={async () => DOC} />);
    await act(async () => undefined);
    const section = byTestId('open-api-webhooks')!;
    await act(async () => section.querySelector<HTMLElement>('.ant-collapse-header')!.click());
    for (const text of [
      'orderCreated',
      'weightChanged',
      'X-FreightDesk-Signature',
      'timingSafeEqual',
      '10 failures',
    ])
      expect(section.textContent).toContain(text);
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('[503] Service Unavailable');
      return DOC;
    };
    unmount = await mount(<OpenApiPage load={load} />);
    await act(async () => undefined);
    expect(byTestId('open-api-error')!.textContent).toContain('[503] Service Unavailable');
    fail = false;
    await act(async () => byTestId('open-api-error')!.querySelector('button')!.click());
    expect(byTestId('open-api-page')).not.toBeNull();
  });
});
