import type {
  LandingPage,
  LandingPageSummary,
  StoredChatMessage,
  Version,
} from '../../../shared/api/pages.ts';
import type { chatMessages } from '../../db/schema/index.ts';
import type { FullPageRow, SummaryRow } from './page-query.ts';
import type { VersionRow } from './save-version.ts';

/*
 * Raw rows never leave the server: every answer is built field by field here, so a column
 * added to a table later (a secret, a big blob) cannot leak into responses by accident.
 */

export function toSummaryDto(row: SummaryRow): LandingPageSummary {
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    referenceUrls: row.referenceUrls,
    referenceImageCount: row.referenceImageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    copyCount: row.copyCount,
    folderId: row.folderId,
    variationGroup: row.variationGroup,
    currentVersionId: row.currentVersionId ?? null,
    versionCount: row.versionCount,
    htmlBytes: row.htmlBytes,
  };
}

export function toLandingPageDto(row: FullPageRow): LandingPage {
  return {
    ...toSummaryDto(row),
    generatedHtml: row.generatedHtml,
    referenceImages: row.referenceImages.map((image) => ({
      data: image.data,
      mimeType: image.mimeType,
      filename: image.filename,
    })),
  };
}

/** The share link carries the version's secret: only its owner ever sees this DTO. */
export const previewUrl = (pageId: number, versionId: number, shareToken: string) =>
  `/preview/${pageId}/${versionId}?key=${encodeURIComponent(shareToken)}`;

export function toVersionDto(
  row: Pick<
    VersionRow,
    'id' | 'landingPageId' | 'version' | 'commitMessage' | 'shareToken' | 'createdAt' | 'sourceBytes'
  >,
): Version {
  return {
    id: row.id,
    version: row.version,
    commitMessage: row.commitMessage,
    createdAt: row.createdAt.toISOString(),
    previewUrl: previewUrl(row.landingPageId, row.id, row.shareToken),
    sourceBytes: row.sourceBytes,
  };
}

export function toChatMessageDto(row: typeof chatMessages.$inferSelect): StoredChatMessage {
  return {
    messageId: row.messageId,
    role: row.role,
    content: row.content,
    ...(row.image ? { image: row.image } : {}),
    timestamp: row.timestamp.toISOString(),
  };
}
