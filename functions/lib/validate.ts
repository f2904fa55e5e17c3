import { badRequest } from './errors';

// NUL and the other C0 controls (tab, line feed and carriage return are ordinary text), DEL, and the
// bidi embeddings, overrides and isolates that make stored text display as something else
// (`invoice\u202Egpj.exe`). No form of the shop has a use for them.
// eslint-disable-next-line no-control-regex
const unsafeCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * The path (`a.b.0`, or `''` for the input itself) of the first string in `input` that holds an
 * unsafe character, or null. Walks with its own stack, so deeply nested input cannot overflow.
 */
export function findUnsafeText(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (unsafeCharacter.test(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** 400 naming the field when any string in `input` holds a control or bidi formatting character. */
export function assertSafeText(input: unknown, what = 'request'): void {
  const path = findUnsafeText(input);
  if (path === null) return;
  const field = path || what;
  const message = 'must not contain control or text-direction characters';
  throw badRequest(`Invalid ${what}: ${field}: ${message}`, { [field]: message });
}

/** The request's JSON body; 400 with a clear message when it is missing or malformed. */
export async function jsonBody(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest('The request body must be valid JSON');
  }
}
