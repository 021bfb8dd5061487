/**
 * The two header policies of README.md's 'Security in brief', as lists of problems (empty = fine), so
 * the API suite (Vitest, over fetch) and the browser suite (Playwright, over what Chromium
 * received) check exactly the same rules. Header names in lower case.
 */
type Headers = Record<string, string | undefined>;

function cspDirectives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );
}

/** The application's own responses: no inline or eval'd script, never framed, no plugins. */
export function appPolicyProblems(headers: Headers): string[] {
  const csp = cspDirectives(headers['content-security-policy']);
  const problems: string[] = [];
  const expectDirective = (name: string, values: string[]) => {
    if (JSON.stringify(csp.get(name)) !== JSON.stringify(values))
      problems.push(`${name} is ${JSON.stringify(csp.get(name))}, want ${values.join(' ')}`);
  };
  expectDirective('default-src', ["'self'"]);
  expectDirective('frame-ancestors', ["'none'"]);
  expectDirective('object-src', ["'none'"]);
  expectDirective('base-uri', ["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  if (!scripts.includes("'self'")) problems.push('script-src lacks self');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:'])
    if (scripts.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  if (csp.has('sandbox')) problems.push('the app itself is sandboxed');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    problems.push(`referrer-policy ${headers['referrer-policy']}`);
  if (headers['x-frame-options'] !== 'DENY') problems.push(`x-frame-options ${headers['x-frame-options']}`);
  return problems;
}

/**
 * Generated HTML: an opaque origin (sandbox without allow-same-origin), framed only by this
 * site (and the preview origin when PREVIEW_ORIGIN is set), nothing more. `noFormSubmission`:
 * the sandbox frame, which also carries `form-action 'none'` (a page shown at the app's address
 * posts no form anywhere; share links and previews keep their live lead forms).
 */
export function sandboxPolicyProblems(
  headers: Headers,
  options: { previewOrigin?: string; noFormSubmission?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const csp = headers['content-security-policy'];
  const directives = cspDirectives(csp);
  const wantedDirectives = [
    'sandbox',
    ...(options.noFormSubmission ? ['form-action'] : []),
    'frame-ancestors',
  ];
  if (JSON.stringify([...directives.keys()].sort()) !== JSON.stringify(wantedDirectives.sort()))
    problems.push(`csp ${csp}`);
  if (options.noFormSubmission && (directives.get('form-action') ?? []).join(' ') !== "'none'")
    problems.push(`form-action ${(directives.get('form-action') ?? []).join(' ')}, want 'none'`);
  const sandbox = directives.get('sandbox') ?? [];
  if (sandbox.join(' ') !== 'allow-scripts allow-forms allow-popups')
    problems.push(`sandbox ${sandbox.join(' ')}`);
  for (const loophole of ['allow-same-origin', 'allow-top-navigation', 'allow-popups-to-escape-sandbox'])
    if (sandbox.includes(loophole)) problems.push(`sandbox allows ${loophole}`);
  const ancestors = directives.get('frame-ancestors') ?? [];
  const wanted = ["'self'", ...(options.previewOrigin ? [options.previewOrigin] : [])];
  if (JSON.stringify(ancestors) !== JSON.stringify(wanted))
    problems.push(`frame-ancestors is ${JSON.stringify(ancestors)}, want ${wanted.join(' ')}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (headers['referrer-policy'] !== 'no-referrer')
    problems.push(`referrer-policy ${headers['referrer-policy']}`);
  if (!headers['content-type']?.startsWith('text/html'))
    problems.push(`content-type ${headers['content-type']}`);
  return problems;
}
