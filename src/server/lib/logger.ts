/** A tiny levelled logger: one line per event, JSON details, nothing clever. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, message: string, details?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}${details ? ` ${JSON.stringify(details)}` : ''}`;
    (at === 'error' || at === 'warn' ? console.error : console.log)(line);
  };
  return {
    debug: (m, d) => emit('debug', m, d),
    info: (m, d) => emit('info', m, d),
    warn: (m, d) => emit('warn', m, d),
    error: (m, d) => emit('error', m, d),
  };
}
