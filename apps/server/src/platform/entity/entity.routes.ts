import {
  type EntityAction,
  entityEndpoint,
  jobStartAnswer,
  L,
  type Message,
  nullAnswer,
  optionAnswer,
  searchPayload,
} from '@freightdesk/domain';
import { z } from 'zod';
import {
  type ApiRoute,
  type AuthedContext,
  FILE_ANSWER,
  type PermissionSpec,
  type RouteBase,
  route,
} from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { assertEntityAccess, pickerPermission, routePermission } from './entity-access.ts';
import { exportEntity, importTemplate } from './entity-export.service.ts';
import {
  confirmImport,
  confirmImportPayload,
  importPayload,
  previewImport,
} from './entity-import.service.ts';
import {
  entityGroupOutput,
  entityPageOutput,
  entityRecordOutput,
  entityStatusOutput,
} from './entity-output.ts';
import { entityScopedList } from './entity-query.ts';
import {
  autocompleteEntity,
  autocompletePayload,
  detailEntity,
  groupByEntity,
  groupByPayload,
  idQuery,
  searchEntity,
  statusGroupEntity,
} from './entity-read.service.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import {
  copyEntity,
  copyPayload,
  deleteEntities,
  idsPayload,
  insertEntity,
  maskTolerantUpdate,
  setEnabled,
  updateEntity,
} from './entity-write.service.ts';

const IMPORT_LABELS: Record<string, Message> = {
  file: L.file,
  importId: { 'zh-CN': '导入批次', 'en-US': 'Import', 'vi-VN': 'Lần nhập' },
  mode: L.importMode,
};

/** Starts an entity's long work (export, import preview or confirmation) as a job of the caller. */
function asJob<I>(
  type: string,
  work: (c: AuthedContext, rt: EntityRuntime, input: I, job: JobProgress) => Promise<unknown>,
) {
  return (c: AuthedContext, rt: EntityRuntime, input: I) =>
    startJob(c, { type, subject: rt.def.name }, (job) => work(c, rt, input, job));
}

/** Declares the routes reading the entity's rows: scoped (take and check `permissionScope`) when the entity is. */
function readRouteOf(rt: EntityRuntime) {
  const list = entityScopedList(rt);
  return <S extends z.ZodType>(def: RouteBase<S, AuthedContext> & { permission?: PermissionSpec }) =>
    list ? scopedRoute(list, def) : route(def);
}

/** `autocomplete`: up to 20 `{id, label}` for pickers, for whoever may see a form that picks the entity. */
function autocompleteRoute(rt: EntityRuntime): ApiRoute {
  return readRouteOf(rt)({
    ...entityEndpoint(rt.def, 'autocomplete'),
    output: z.array(optionAnswer),
    input: autocompletePayload,
    permission: pickerPermission(rt),
    summary: `${rt.def.title['en-US']}: up to 20 {id, label} for pickers`,
    handler: (c, b: z.output<typeof autocompletePayload>) => autocompleteEntity(c, rt, b),
  });
}

/**
 * The generic routes of an entity under `/{api}`: reads need `{permission}`, each write
 * `{permission}:{action}` (customer-scoped entities: or the portal permission, for customer users).
 * Only the actions the description lists are served.
 */
export function entityRoutes(rt: EntityRuntime): ApiRoute[] {
  if (rt.lookupOnly) return [autocompleteRoute(rt)];
  const title = rt.def.title['en-US'];
  const has = (a: EntityAction) => rt.def.actions.includes(a);
  const guarded =
    <I, R>(action: EntityAction | undefined, fn: (c: AuthedContext, rt: EntityRuntime, input: I) => R) =>
    (c: AuthedContext, input: I) => {
      assertEntityAccess(c, rt, action);
      return fn(c, rt, input);
    };
  const readRoute = readRouteOf(rt);
  const routes: ApiRoute[] = [
    readRoute({
      ...entityEndpoint(rt.def, 'search'),
      output: entityPageOutput(rt),
      input: searchPayload,
      permission: routePermission(rt),
      summary: `${title}: search (page, size, criteria, sort, permissionScope)`,
      handler: guarded(undefined, searchEntity),
    }),
    readRoute({
      ...entityEndpoint(rt.def, 'statusGroup'),
      output: entityStatusOutput,
      input: searchPayload,
      permission: routePermission(rt),
      summary: `${title}: counts per enabled state for the criteria`,
      handler: guarded(undefined, statusGroupEntity),
    }),
    readRoute({
      ...entityEndpoint(rt.def, 'groupBy'),
      output: entityGroupOutput,
      input: groupByPayload,
      permission: routePermission(rt),
      summary: `${title}: counts per value of a field`,
      handler: guarded(undefined, groupByEntity),
    }),
    autocompleteRoute(rt),
    readRoute({
      ...entityEndpoint(rt.def, 'detail'),
      output: entityRecordOutput(rt),
      input: idQuery,
      permission: routePermission(rt),
      summary: `${title}: one row with reference labels`,
      handler: guarded(undefined, detailEntity),
    }),
  ];
  if (has('insert'))
    routes.push(
      route({
        ...entityEndpoint(rt.def, 'insert'),
        output: entityRecordOutput(rt),
        input: rt.insert,
        labels: rt.labels,
        permission: routePermission(rt, 'insert'),
        summary: `${title}: create`,
        handler: guarded('insert', insertEntity),
      }),
    );
  if (has('update'))
    routes.push(
      route({
        ...entityEndpoint(rt.def, 'update'),
        output: entityRecordOutput(rt),
        input: maskTolerantUpdate(rt),
        labels: rt.labels,
        permission: routePermission(rt, 'update'),
        summary: `${title}: update (id, version: optimistic concurrency)`,
        handler: guarded('update', updateEntity),
      }),
    );
  if (has('delete'))
    routes.push(
      route({
        ...entityEndpoint(rt.def, 'deleteBatch'),
        output: nullAnswer,
        input: idsPayload,
        labels: rt.labels,
        permission: routePermission(rt, 'delete'),
        summary: `${title}: delete up to 500 rows`,
        handler: guarded('delete', deleteEntities),
      }),
    );
  if (has('enable'))
    for (const [action, enabled] of [
      ['enable', true],
      ['disable', false],
    ] as const)
      routes.push(
        route({
          ...entityEndpoint(rt.def, action),
          output: nullAnswer,
          input: idsPayload,
          labels: rt.labels,
          permission: routePermission(rt, 'enable'),
          summary: `${title}: ${action} up to 500 rows`,
          handler: guarded('enable', (c, r, b: z.output<typeof idsPayload>) => setEnabled(c, r, b, enabled)),
        }),
      );
  if (has('copy'))
    routes.push(
      route({
        ...entityEndpoint(rt.def, 'copy'),
        output: entityRecordOutput(rt),
        input: copyPayload,
        labels: rt.labels,
        permission: routePermission(rt, 'copy'),
        summary: `${title}: copy a row with overrides`,
        handler: guarded('copy', copyEntity),
      }),
    );
  if (has('export'))
    routes.push(
      readRoute({
        ...entityEndpoint(rt.def, 'export'),
        output: jobStartAnswer,
        input: searchPayload,
        permission: routePermission(rt, 'export'),
        summary: `${title}: export the search result as xlsx, as a job → {progressId} (file: common/progress/download)`,
        handler: guarded('export', asJob('entityExport', exportEntity)),
      }),
    );
  if (has('import'))
    routes.push(
      route({
        ...entityEndpoint(rt.def, 'importTemplate'),
        output: FILE_ANSWER,
        permission: routePermission(rt, 'import'),
        summary: `${title}: import template (xlsx)`,
        handler: guarded('import', (c, r) => importTemplate(c, r)),
      }),
      route({
        ...entityEndpoint(rt.def, 'import'),
        output: jobStartAnswer,
        input: importPayload,
        labels: IMPORT_LABELS,
        multipart: true,
        encryptionExempt: true,
        permission: routePermission(rt, 'import'),
        summary: `${title}: import preview (multipart file), as a job → {progressId}; result {importId, total, rows, errors}`,
        handler: guarded('import', asJob('entityImportPreview', previewImport)),
      }),
      route({
        ...entityEndpoint(rt.def, 'confirmImport'),
        output: jobStartAnswer,
        input: confirmImportPayload,
        labels: IMPORT_LABELS,
        permission: routePermission(rt, 'import'),
        summary: `${title}: write a previewed import (mode 0 overwrite, 1 append), as a job → {progressId}`,
        handler: guarded('import', asJob('entityImportConfirm', confirmImport)),
      }),
    );
  return routes;
}
