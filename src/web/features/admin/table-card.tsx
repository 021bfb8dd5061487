import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyState, Pagination, type QueryLike, QueryState, SectionCard } from './admin-parts';

/** A query of a page of rows (users, API logs) as the list of its rows. */
export const rowsOf = <Data, Row>(query: QueryLike<Data>, rows: (data: Data) => Row[]): QueryLike<Row[]> => ({
  data: query.data === undefined ? undefined : rows(query.data),
  isLoading: query.isLoading,
  error: query.error,
  refetch: query.refetch,
});

/**
 * A tab whose card holds one table: the query's load states, what an empty table says, the
 * column heads (a pinned 'Actions' last when rows have actions), a row per item, and under it
 * the count and, when there are several, the pages.
 */
export function TableCard<Row>(
  props: Omit<ComponentProps<typeof SectionCard>, 'children'> & {
    query: QueryLike<Row[]>;
    /** The table's accessible name. */
    label: string;
    /** While another page or search loads (the rows shown are the last ones). */
    busy?: boolean;
    empty: { title: string; text?: ReactNode };
    columns: ReactNode;
    rowActions?: boolean;
    /** Rows as cards narrower than lg (cells need their `label`). */
    cards?: boolean;
    pagination?: ComponentProps<typeof Pagination>;
    children(row: Row): ReactNode;
  },
) {
  const { query, label, busy, empty, columns, rowActions, cards, pagination, footer, children, ...card } =
    props;
  return (
    <SectionCard
      {...card}
      footer={
        footer && (
          <>
            {footer}
            {pagination && <Pagination {...pagination} />}
          </>
        )
      }
    >
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={empty.title}>{empty.text}</EmptyState>
          ) : (
            <Table label={label} aria-busy={busy} cards={cards}>
              <TableHeader>
                <TableRow>
                  {columns}
                  {rowActions && (
                    <TableHead pinned className="text-right">
                      Actions
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>{rows.map(children)}</TableBody>
            </Table>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

/** A row's delete button: an icon, named for what it deletes. */
export function DeleteRowButton(props: { label: string; disabled?: boolean; onClick(): void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={props.label}
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** A row's Edit and Delete buttons ('Edit SAVE20', 'Delete SAVE20'). */
export function EditDeleteButtons(props: {
  name: string;
  onEdit(): void;
  onDelete(): void;
  deleting?: boolean;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${props.name}`} onClick={props.onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <DeleteRowButton label={`Delete ${props.name}`} disabled={props.deleting} onClick={props.onDelete} />
    </div>
  );
}

/** A card's 'Create Plan' / 'Create Coupon' button. */
export function CreateButton(props: { label: string; onClick(): void }) {
  return (
    <Button onClick={props.onClick}>
      <Plus aria-hidden="true" />
      {props.label}
    </Button>
  );
}
