/** A small, complete landing page for tests. */
export function samplePage(
  title = 'Acme Plumbing',
  body = '<h1>Fast plumbing</h1><p>Call us today.</p>',
): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${title}</title>
<style>body{font-family:system-ui;margin:0}h1{color:#1d4ed8}</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** A model answer: an explanation and the page in a fenced html block. */
export const fencedAnswer = (html: string, explanation = 'Here is your landing page.') =>
  `${explanation}\n\n\`\`\`html\n${html}\n\`\`\`\n`;
