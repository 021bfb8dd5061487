import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A small authoritative DNS server on 127.0.0.1 (UDP, the real wire format of RFC 1035) for
 * the custom-domain tests: point the app's DNS_RESOLVER at `address` and edit `records`. It
 * answers TXT and CNAME queries from the map; a name it does not know is NXDOMAIN, a known
 * name asked for another type is NOERROR with no answers (what node reports as ENODATA).
 * Names in `silent` get no answer at all, so the resolver times out.
 */
export interface FakeDns {
  /** `127.0.0.1:{port}`, as DNS_RESOLVER takes it. */
  address: string;
  /** Records by lowercase name, without the trailing dot. */
  records: Map<string, FakeRecords>;
  /** Names whose queries are dropped (a resolver that never answers). */
  silent: Set<string>;
  /** Queries received, as `TYPE name`. */
  queries: string[];
  close(): Promise<void>;
}

export interface FakeRecords {
  TXT?: string[];
  CNAME?: string;
}

const TYPE = { CNAME: 5, TXT: 16 } as const;
const TYPE_NAMES: Record<number, string> = { 1: 'A', 5: 'CNAME', 16: 'TXT', 28: 'AAAA' };
const RCODE_NXDOMAIN = 3;
const RCODE_FORMERR = 1;

export async function startFakeDns(): Promise<FakeDns> {
  const socket = createSocket('udp4');
  const dns: FakeDns = {
    address: '',
    records: new Map(),
    silent: new Set(),
    queries: [],
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (message: Buffer, from: RemoteInfo) => {
    const reply = answer(dns, message);
    if (reply) socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  dns.address = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  return dns;
}

/** The reply to one query message, or null to stay silent. */
function answer(dns: FakeDns, query: Buffer): Buffer | null {
  if (query.length < 12) return null;
  const id = query.readUInt16BE(0);
  const flags = query.readUInt16BE(2);
  const questions = query.readUInt16BE(4);
  const question = questions === 1 ? readQuestion(query, 12) : null;
  // QR=1, the query's opcode and RD, AA=1, RA=1.
  const replyFlags = (rcode: number) =>
    0x8000 | (flags & 0x7800) | 0x0400 | (flags & 0x0100) | 0x0080 | rcode;
  if (!question) return header(id, replyFlags(RCODE_FORMERR), 0, 0);
  const name = question.name.toLowerCase().replace(/\.$/, '');
  dns.queries.push(`${TYPE_NAMES[question.type] ?? question.type} ${name}`);
  if (dns.silent.has(name)) return null;
  const questionBytes = query.subarray(12, question.end);
  const known = dns.records.get(name);
  if (!known) return Buffer.concat([header(id, replyFlags(RCODE_NXDOMAIN), 1, 0), questionBytes]);
  const answers: Buffer[] = [];
  if (question.type === TYPE.TXT)
    for (const text of known.TXT ?? []) answers.push(record(TYPE.TXT, txtData(text)));
  if (question.type === TYPE.CNAME && known.CNAME) answers.push(record(TYPE.CNAME, encodeName(known.CNAME)));
  return Buffer.concat([header(id, replyFlags(0), 1, answers.length), questionBytes, ...answers]);
}

function header(id: number, flags: number, questions: number, answers: number): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt16BE(id, 0);
  bytes.writeUInt16BE(flags, 2);
  bytes.writeUInt16BE(questions, 4);
  bytes.writeUInt16BE(answers, 6);
  return bytes;
}

/** The question's name (labels; no compression in a question), type and where it ends. */
function readQuestion(message: Buffer, offset: number): { name: string; type: number; end: number } | null {
  const labels: string[] = [];
  let at = offset;
  while (at < message.length) {
    const length = message[at]!;
    if (length === 0) {
      at++;
      if (at + 4 > message.length) return null;
      return { name: labels.join('.'), type: message.readUInt16BE(at), end: at + 4 };
    }
    if (length > 63 || at + 1 + length > message.length) return null;
    labels.push(message.toString('latin1', at + 1, at + 1 + length));
    at += 1 + length;
  }
  return null;
}

/** An answer for the question's name (a pointer to offset 12), class IN, TTL 60. */
function record(type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0);
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(1, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}

/** TXT data: the text as character-strings of at most 255 bytes each. */
function txtData(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length || parts.length === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(parts);
}

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'latin1')])),
    Buffer.from([0]),
  ]);
}
