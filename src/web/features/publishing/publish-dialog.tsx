import { Globe } from 'lucide-react';
import { useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { PublishPanel, type PublishPanelProps } from './publish-panel';

/**
 * The editor's 'Publish' button and the dialog it opens: the detail page's publish panel,
 * so publishing reads the same wherever it is done.
 */
export function PublishButton(props: PublishPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Globe aria-hidden="true" />
        Publish
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        size="xl"
        data-testid="publish-dialog"
        title="Publish"
        description={<>Where visitors find &lsquo;{props.pageTitle}&rsquo; online.</>}
      >
        <PublishPanel {...props} />
      </DialogFrame>
    </>
  );
}
