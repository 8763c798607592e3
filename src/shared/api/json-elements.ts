/**
 * Splits a JSON document that arrives in pieces (a streamed HTTP body) into the text of each element of
 * the arrays named in `streamed`, and the whole text of every other member of its top-level object, without
 * holding the document: a 10,000-listing cache file is 60 MB, and parsing it whole took ~700 MB. Each piece
 * is then given to JSON.parse, so this only finds where elements start and end (strings, escapes, nesting).
 * Written here rather than taken from a streaming JSON parser (stream-json, @streamparser/json): those
 * tokenise every character in JavaScript and build the values themselves, several times slower than
 * JSON.parse on the same bytes; this scan skips strings with indexOf and leaves the parsing to V8.
 */

export interface JsonElementsHandlers {
  /** One element of a streamed top-level array, as JSON text. */
  element(key: string, text: string): void;
  /** A top-level member that is not streamed, as JSON text. */
  member(key: string, text: string): void;
}

const QUOTE = 34;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

type Expect = 'start' | 'key' | 'colon' | 'value' | 'after-value' | 'done';

export class JsonElements {
  readonly #streamed: ReadonlySet<string>;
  readonly #on: JsonElementsHandlers;
  #depth = 0;
  #inString = false;
  /** The last character read was a backslash inside a string. */
  #escaped = false;
  #expect: Expect = 'start';
  #key = '';
  /** Text of the value or element being read, from earlier pieces. */
  #pending: string[] = [];
  /** Reading a value (depth 1) or an element (depth 2 of a streamed array). */
  #capturing = false;
  /** Reading the key string at depth 1. */
  #inKey = false;
  /** The current top-level member is a streamed array. */
  #streaming = false;

  constructor(streamed: readonly string[], on: JsonElementsHandlers) {
    this.#streamed = new Set(streamed);
    this.#on = on;
  }

  push(piece: string): void {
    this.#backslash = -2;
    let start = this.#capturing || this.#inKey ? 0 : -1;
    let i = 0;
    const n = piece.length;
    while (i < n) {
      if (this.#inString) {
        const end = this.#stringEnd(piece, i);
        if (end < 0) break;
        this.#inString = false;
        i = end + 1;
        if (this.#inKey) {
          this.#key = JSON.parse(this.#take(piece, start, i)) as string;
          this.#inKey = false;
          start = -1;
          this.#expect = 'colon';
        }
        continue;
      }
      const c = piece.charCodeAt(i);
      if (isSpace(c)) {
        i += 1;
        continue;
      }
      if (this.#capturing) {
        if (c === QUOTE) {
          this.#inString = true;
          i += 1;
          continue;
        }
        const level = this.#streaming ? 2 : 1;
        if ((c === COMMA || c === CLOSE_ARRAY || c === CLOSE_OBJECT) && this.#depth === level) {
          const text = this.#take(piece, start, i).trim();
          this.#capturing = false;
          start = -1;
          if (this.#streaming) this.#on.element(this.#key, text);
          else this.#on.member(this.#key, text);
          continue; // the same character closes the value or the array: read it again, not capturing
        }
        if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.#depth += 1;
        else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) this.#depth -= 1;
        i += 1;
        continue;
      }
      i += 1;
      switch (this.#expect) {
        case 'start':
          if (c !== OPEN_OBJECT) throw new SyntaxError('JSON document: expected an object');
          this.#depth = 1;
          this.#expect = 'key';
          break;
        case 'key':
          if (c === CLOSE_OBJECT && this.#depth === 1) this.#finish();
          else if (c === QUOTE) {
            this.#inKey = true;
            this.#inString = true;
            start = i - 1;
          } else throw new SyntaxError('JSON document: expected a member name');
          break;
        case 'colon':
          if (c !== COLON) throw new SyntaxError(`JSON document: expected ':' after '${this.#key}'`);
          this.#expect = 'value';
          break;
        case 'value':
          this.#expect = 'after-value';
          if (c === OPEN_ARRAY && this.#streamed.has(this.#key)) {
            this.#streaming = true;
            this.#depth = 2;
            this.#expectElement = true;
          } else {
            this.#streaming = false;
            this.#capturing = true;
            start = i - 1;
            if (c === QUOTE) this.#inString = true;
            else if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.#depth += 1;
          }
          break;
        case 'after-value':
          if (this.#streaming) {
            // Inside a streamed array: an element starts, or the array goes on or ends.
            if (c === COMMA) this.#expectElement = true;
            else if (c === CLOSE_ARRAY) {
              this.#streaming = false;
              this.#depth = 1;
            } else if (this.#expectElement) {
              this.#expectElement = false;
              this.#capturing = true;
              start = i - 1;
              if (c === QUOTE) this.#inString = true;
              else if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.#depth += 1;
            } else throw new SyntaxError(`JSON document: expected ',' or ']' in '${this.#key}'`);
          } else if (c === COMMA) this.#expect = 'key';
          else if (c === CLOSE_OBJECT) this.#finish();
          else throw new SyntaxError(`JSON document: expected ',' or '}' after '${this.#key}'`);
          break;
        case 'done':
          throw new SyntaxError('JSON document: text after the end');
      }
    }
    if (start >= 0 && (this.#capturing || this.#inKey)) this.#pending.push(piece.slice(start));
  }

  /** The document ended: throws unless it was whole. */
  end(): void {
    if (this.#expect !== 'done') throw new SyntaxError('JSON document: unexpected end');
  }

  #expectElement = false;
  /** Where the next backslash of the current piece is: -2 not looked for yet, -1 none. */
  #backslash = -2;

  #finish(): void {
    this.#depth = 0;
    this.#expect = 'done';
  }

  /** The text from `start` in this piece (or from the pieces before) to `end`. */
  #take(piece: string, start: number, end: number): string {
    const here = piece.slice(Math.max(0, start), end);
    if (this.#pending.length === 0) return here;
    const text = this.#pending.join('') + here;
    this.#pending = [];
    return text;
  }

  /** Index of the quote closing the current string, from `from`; -1 when it is not in this piece. */
  #stringEnd(piece: string, from: number): number {
    let i = from;
    if (this.#escaped) {
      this.#escaped = false;
      i += 1;
    }
    for (;;) {
      const q = piece.indexOf('"', i);
      if (this.#backslash !== -1 && this.#backslash < i) this.#backslash = piece.indexOf('\\', i);
      const b = this.#backslash;
      if (b >= 0 && (q < 0 || b < q)) {
        if (b + 1 >= piece.length) {
          this.#escaped = true;
          return -1;
        }
        i = b + 2;
        continue;
      }
      return q;
    }
  }
}
