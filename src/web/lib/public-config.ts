import type { PublicConfig } from '@shared/api/public-config';
import { useQuery } from '@tanstack/react-query';

/** GET /api/config, read once per page load (it changes only with the server's settings). */
export const PUBLIC_CONFIG_KEY = ['/api/config'] as const;

export const usePublicConfig = () => useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_KEY });
