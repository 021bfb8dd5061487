/**
 * A tiny levelled logger: one JSON object per line (`time`, `level`, `msg`, then the details),
 * so log collectors can parse every line without guessing. Nothing clever: no buffering.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Where finished lines go: stdout for debug/info, stderr for warn/error by default. */
export type LogSink = (line: string, level: Exclude<LogLevel, 'silent'>) => void;

const consoleSink: LogSink = (line, level) =>
  (level === 'error' || level === 'warn' ? console.error : console.log)(line);

export function createLogger(level: LogLevel = 'info', sink: LogSink = consoleSink): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, message: string, details?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: at, msg: message };
    // Details never overwrite the three fixed fields.
    for (const [key, value] of Object.entries(details ?? {})) if (!(key in entry)) entry[key] = value;
    sink(JSON.stringify(entry), at);
  };
  return {
    debug: (m, d) => emit('debug', m, d),
    info: (m, d) => emit('info', m, d),
    warn: (m, d) => emit('warn', m, d),
    error: (m, d) => emit('error', m, d),
  };
}
