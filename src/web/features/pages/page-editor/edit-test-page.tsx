import { toId } from '@shared/ids';
import { ArrowLeft, FlaskConical, Pencil } from 'lucide-react';
import { Link, useParams, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * /edit-test/{id}: a test page that prints the parameters of its address
 * (docs/product.md, 'Roles and access').
 */
export function EditTestPage() {
  const params = useParams<{ id: string }>();
  // useSearch re-renders on navigation; the raw (still encoded) string comes from the address.
  useSearch();
  const search = window.location.search.replace(/^\?/, '');
  const query = [...new URLSearchParams(search).entries()];
  const id = params.id ?? '';

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex items-center gap-3">
        <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10">
          <FlaskConical aria-hidden="true" className="size-5 text-primary" />
        </div>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Edit Test Page</h1>
          <p className="text-sm text-muted-foreground">The parameters this address carries.</p>
        </div>
      </div>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Route parameters</CardTitle>
          <CardDescription>From the path /edit-test/{'{id}'}.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
            <dt className="font-medium text-muted-foreground">id</dt>
            <dd className="font-mono break-all" data-testid="param-id">
              {id}
            </dd>
          </dl>
        </CardContent>
      </Card>

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Query parameters</CardTitle>
          <CardDescription>
            {query.length === 0 ? 'This address has no query parameters.' : `${query.length} in the address.`}
          </CardDescription>
        </CardHeader>
        {query.length > 0 && (
          <CardContent>
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <thead className="bg-muted/60 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Value
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.map(([name, value], index) => (
                    <tr key={`${name}-${index}`} className="border-t" data-testid="query-param">
                      <td className="px-3 py-2 font-mono break-all">{name}</td>
                      <td className="px-3 py-2 font-mono break-all">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </CardContent>
        )}
      </Card>

      <p className="mt-6 text-sm text-muted-foreground">
        Full address:{' '}
        <code
          className="rounded bg-muted px-1.5 py-0.5 font-mono break-all text-foreground"
          data-testid="full-url"
        >
          /edit-test/{id}
          {search ? `?${search}` : ''}
        </code>
      </p>

      <div className="mt-8 flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        {toId(id) !== null && (
          <Button asChild>
            <Link href={`/edit/${id}`}>
              <Pencil aria-hidden="true" /> Open in Editor
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
