import {
  type EntityDef,
  type EntityEndpointName,
  entityEndpoint,
  findEntity,
  type Language,
  PAGE_SIZE,
} from '@freightdesk/domain';
import type { ImportApi } from '#web/components/import/import-types.ts';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { download, get, post } from '#web/shell/request/http.ts';
import type { EntityRecord, SearchPage, SortState, StatusCounts } from './resource-types.ts';

/** The body of `search`, `statusGroup` and `export`. */
export type SearchBody = {
  page: number;
  size: number;
  criteria: Record<string, unknown>;
  sort: SortState[];
  permissionScope?: string;
};

export type Option = { id: string; label: string };

/** Query keys of an entity's data (everything under `['entity', name]` is refreshed after a write). */
export const resourceKeys = {
  all: (name: string) => ['entity', name] as const,
  status: (name: string, body: Omit<SearchBody, 'page' | 'size'>) =>
    ['entity', name, 'statusGroup', body] as const,
  detail: (name: string, id: string) => ['entity', name, 'detail', id] as const,
  options: (name: string, keyword: string) => ['entity', name, 'autocomplete', keyword] as const,
  labels: (name: string, ids: readonly string[]) => ['entity', name, 'labels', ids] as const,
};

/** The entity API of DESIGN.md §4 under `/api/{entity.api}/`. */
export function entityApi(entity: Pick<EntityDef, 'api' | 'title'>, lang: Language) {
  const url = (name: EntityEndpointName) => entityEndpoint(entity, name).url;
  const importApi: ImportApi = {
    template: () =>
      download(url('importTemplate'), { method: 'GET', fallbackName: `${entity.title[lang]}.xlsx` }),
    preview: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return post<JobStart>(url('import'), form);
    },
    confirm: (importId, mode) => post<JobStart>(url('confirmImport'), { importId, mode }),
  };
  return {
    search: (body: SearchBody) => post<SearchPage>(url('search'), body),
    statusGroup: (body: Omit<SearchBody, 'page' | 'size'>) =>
      post<StatusCounts>(url('statusGroup'), { ...body, page: 1, size: PAGE_SIZE }, { quiet: true }),
    detail: (id: string) => get<EntityRecord>(url('detail'), { id }),
    insert: (payload: Record<string, unknown>) => post<EntityRecord>(url('insert'), payload),
    update: (payload: Record<string, unknown>) => post<EntityRecord>(url('update'), payload),
    copy: (payload: Record<string, unknown>) => post<EntityRecord>(url('copy'), payload),
    deleteBatch: (ids: string[]) => post<null>(url('deleteBatch'), { ids }),
    enable: (ids: string[]) => post<null>(url('enable'), { ids }),
    disable: (ids: string[]) => post<null>(url('disable'), { ids }),
    /** Starts an export job; its file is fetched with `progressApi.download` once done. */
    startExport: (body: Omit<SearchBody, 'page' | 'size'>) =>
      post<JobStart>(url('export'), { ...body, page: 1, size: PAGE_SIZE }),
    exportName: `${entity.title[lang]}.xlsx`,
    importApi,
  };
}

export type EntityApi = ReturnType<typeof entityApi>;

/** Rows of another entity for a picker (`autocomplete`: its label field), by keyword or by ids. */
export function autocomplete(entityName: string, query: { keyword?: string; ids?: readonly string[] }) {
  const target = findEntity(entityName);
  if (!target) return Promise.resolve<Option[]>([]);
  return post<Option[]>(entityEndpoint(target, 'autocomplete').url, query, {
    autocomplete: true,
    quiet: Boolean(query.ids),
  });
}
