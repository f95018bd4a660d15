/**
 * Parses tracking scripts off the main thread: acorn's evaluation and the parse together were a
 * 50–110 ms task on a phone's 4× slowdown in the middle of every page's start-up (Lighthouse).
 */
import { parsesAsScript, type SyntaxCheckAnswer, type SyntaxCheckRequest } from './syntax-check.ts';

self.onmessage = (event: MessageEvent<SyntaxCheckRequest>) => {
  const answer: SyntaxCheckAnswer = { valid: event.data.sources.map(parsesAsScript) };
  self.postMessage(answer);
};
