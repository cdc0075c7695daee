import { useState } from 'react';

/** The pagination of a paged table: controlled page, fixed page size, no size changer. */
export type PagedTablePagination = {
  current: number;
  pageSize: number;
  total: number;
  showSizeChanger: false;
  onChange: (page: number) => void;
};

/**
 * The state of a searched, paged list: the criteria last searched and the page shown.
 * A new search or a reset goes back to page 1.
 */
export function usePagedSearch<C extends object>(pageSize: number) {
  const [criteria, setCriteria] = useState<C>({} as C);
  const [page, setPage] = useState(1);
  return {
    criteria,
    page,
    pageSize,
    setPage,
    /** Search with new criteria, from page 1. */
    search: (values: C) => {
      setCriteria(values);
      setPage(1);
    },
    /** Back to no criteria, page 1. */
    reset: () => {
      setCriteria({} as C);
      setPage(1);
    },
    /** The table's pagination for a list of `total` rows. */
    pagination: (total: number | undefined): PagedTablePagination => ({
      current: page,
      pageSize,
      total: total ?? 0,
      showSizeChanger: false,
      onChange: setPage,
    }),
  };
}
