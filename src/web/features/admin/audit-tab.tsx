import type { AuditEntry } from '@shared/api/admin';
import { Fragment } from 'react';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { useAuditLog } from './admin-api';
import { detailPairs } from './admin-format';
import { DayTime } from './admin-parts';
import { TableCard } from './table-card';

/** Audit Log: who changed what and when; every admin write adds an entry (the latest 50). */
export function AuditTab() {
  const audit = useAuditLog();
  return (
    <TableCard
      id="audit"
      title="Audit Log"
      description="The latest 50 changes made by administrators, newest first."
      query={audit}
      label="Audit log"
      empty={{ title: 'Nothing recorded yet', text: 'Changes made in this console will be listed here.' }}
      columns={
        <>
          <TableHead>When</TableHead>
          <TableHead>Admin</TableHead>
          <TableHead>Action</TableHead>
          {/* Narrower than lg the target goes under the action, so the row fits its card. */}
          <TableHead className="max-lg:hidden">Target</TableHead>
          <TableHead>Details</TableHead>
        </>
      }
    >
      {(entry) => (
        <TableRow key={entry.id} data-testid="audit-row">
          <TableCell className="text-muted-foreground">
            <DayTime iso={entry.createdAt} />
          </TableCell>
          <TableCell typed className="font-medium">
            {entry.actorUsername}
          </TableCell>
          <TableCell>
            {/* Long action names wrap after a dot rather than widen the table. */}
            <Badge variant="secondary" className="font-mono whitespace-normal">
              {entry.action.split('.').map((part, index) => (
                <Fragment key={part}>
                  {index > 0 && (
                    <>
                      .<wbr />
                    </>
                  )}
                  {part}
                </Fragment>
              ))}
            </Badge>
            <div className="mt-1 text-xs lg:hidden">
              <AuditTarget entry={entry} />
            </div>
          </TableCell>
          <TableCell className="whitespace-nowrap max-lg:hidden">
            <AuditTarget entry={entry} />
          </TableCell>
          {/* Narrower details until lg: with them the row fits a tablet's card. */}
          <TableCell className="min-w-48 text-xs text-muted-foreground lg:min-w-72">
            <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
              {detailPairs(entry.details).map((pair) => (
                <li key={pair} className="wrap-anywhere">
                  {pair}
                </li>
              ))}
            </ul>
          </TableCell>
        </TableRow>
      )}
    </TableCard>
  );
}

/** What an entry changed: its kind and, when it has one, its id. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.targetType}
      {entry.targetId && <span className="text-muted-foreground"> #{entry.targetId}</span>}
    </>
  );
}
