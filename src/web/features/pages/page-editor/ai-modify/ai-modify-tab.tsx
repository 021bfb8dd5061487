import type { LandingPage } from '@shared/api/pages';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ChatPanel } from '@/features/generation';
import { type Device, DevicePicker, DevicePreview, deviceCaption } from './device-preview';
import type { EditChat } from './use-edit-chat';

/** AI Modify: the shared chat panel beside a live preview at Desktop, Tablet or Mobile width. */
export function AiModifyTab({ page, chat }: { page: LandingPage; chat: EditChat }) {
  const [device, setDevice] = useState<Device>('desktop');
  const { session } = chat;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <ChatPanel
        // On a phone or tablet the chat takes the screen under the sticky header (4rem), its input
        // in view; from lg up it stands as tall as the preview beside it.
        className="h-[calc(100dvh-5rem)] min-h-[24rem] lg:h-[calc(600px+3.6rem)]"
        messages={session.messages}
        busy={session.busy}
        mode="modification"
        onSend={chat.send}
        onClear={chat.clear}
      />
      <Card className="min-w-0 gap-0 overflow-hidden py-0">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2.5">
          <div className="min-w-0">
            <h2 className="font-semibold leading-tight">Live preview</h2>
            <p className="text-xs text-muted-foreground" data-testid="device-caption">
              {deviceCaption(device)}
              {session.busy && ' · updating when the AI is done…'}
            </p>
          </div>
          <DevicePicker value={device} onChange={setDevice} />
        </div>
        <DevicePreview html={page.generatedHtml} device={device} title={`Live preview of ${page.title}`} />
      </Card>
    </div>
  );
}
