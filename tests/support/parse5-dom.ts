import { parse, serializeOuter, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * Unit tests only: the unit project runs in Node, which has no DOMParser. This is a stand-in
 * with the small part of the DOM that replace-element-text.ts and images/slot-html.ts use,
 * built on parse5 (a spec-compliant HTML parser and serialiser, like the browser's; scripting
 * off, like DOMParser's). The browser tests cover the real DOMParser.
 */
type P5Node = T.ChildNode | T.Document;

const wrappers = new WeakMap<object, FakeNode>();

function wrap(node: P5Node): FakeNode {
  let wrapper = wrappers.get(node);
  if (!wrapper) {
    wrapper = new FakeNode(node);
    wrappers.set(node, wrapper);
  }
  return wrapper;
}

const isElement = (node: P5Node): node is T.Element => 'tagName' in node;

function textOf(node: P5Node): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textOf).join('');
}

class FakeNode {
  constructor(readonly raw: P5Node) {}

  get nodeType(): number {
    const name = this.raw.nodeName;
    if (name === '#text') return 3;
    if (name === '#comment') return 8;
    if (name === '#documentType') return 10;
    if (name === '#document') return 9;
    return 1;
  }
  get childNodes(): FakeNode[] {
    return 'childNodes' in this.raw ? this.raw.childNodes.map(wrap) : [];
  }
  get children(): FakeNode[] {
    return 'childNodes' in this.raw ? this.raw.childNodes.filter(isElement).map(wrap) : [];
  }
  get localName(): string {
    return isElement(this.raw) ? this.raw.tagName : '';
  }
  get outerHTML(): string {
    return serializeOuter(this.raw as T.Element);
  }
  get textContent(): string {
    return textOf(this.raw);
  }
  set textContent(text: string) {
    const element = this.raw as T.Element;
    const node: T.TextNode = { nodeName: '#text', value: text, parentNode: element };
    element.childNodes = text ? [node] : [];
  }
  get data(): string {
    const raw = this.raw as T.TextNode | T.CommentNode;
    return 'value' in raw ? raw.value : raw.data;
  }
  set data(value: string) {
    (this.raw as T.TextNode).value = value;
  }
  get name(): string {
    return (this.raw as T.DocumentType).name;
  }
  get publicId(): string {
    return (this.raw as T.DocumentType).publicId;
  }
  get systemId(): string {
    return (this.raw as T.DocumentType).systemId;
  }
  getAttribute(name: string): string | null {
    return (this.raw as T.Element).attrs?.find((attr) => attr.name === name)?.value ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.getAttribute(name) !== null;
  }
  setAttribute(name: string, value: string): void {
    const element = this.raw as T.Element;
    const attr = element.attrs.find((a) => a.name === name);
    if (attr) attr.value = value;
    else element.attrs.push({ name, value });
  }
  removeAttribute(name: string): void {
    const element = this.raw as T.Element;
    element.attrs = element.attrs.filter((attr) => attr.name !== name);
  }
  get body(): FakeNode | null {
    const html = this.children.find((child) => child.localName === 'html');
    return html?.children.find((child) => child.localName === 'body') ?? null;
  }
}

/** DOMParser.parseFromString(html, 'text/html'), as far as the editor needs it. */
export function parseWithParse5(html: string): Document {
  return wrap(parse(html, { scriptingEnabled: false })) as unknown as Document;
}
