/**
 * An action as the engine shapes it. A client may send fields no engine reads
 * (`{ type: "play", card: "QS", note: "…" }`); stored with the record and
 * published with it, they would outlive the match. So the table stores what
 * the engine's own legal actions contain, for every game alike:
 *
 * - an action holding every field of a listed legal action (values equal, extra
 *   fields aside) is that legal action, exactly as listed;
 * - an action the listing only represents (GG Battle's 32-card arrangement: two
 *   of 32! listed) keeps the fields some listed action of its type has, nested
 *   objects by key and array items against the listed arrays' items;
 * - an action of a type nothing listed has is not shaped (`null`): the engine
 *   refuses it with its own code.
 *
 * Only this shaped action is applied and stored, so what the engine judged is
 * what the record holds.
 */
import type { Action } from "../protocol.ts";

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` has everything `listed` has — object keys, array items one by one, equal primitives — and maybe more. */
function covers(value: unknown, listed: unknown): boolean {
  if (Array.isArray(listed)) return Array.isArray(value) && value.length === listed.length && listed.every((item, i) => covers(value[i], item));
  if (isPlain(listed)) return isPlain(value) && Object.keys(listed).every((key) => Object.hasOwn(value, key) && covers(value[key], listed[key]));
  return value === listed;
}

/**
 * `value` cut to the structure the `templates` show: an object keeps the keys
 * some template object has, an array's items are cut against the template
 * arrays' items. A structure where no template has one is dropped (undefined).
 */
function cut(value: unknown, templates: readonly unknown[]): unknown {
  if (Array.isArray(value)) {
    const arrays = templates.filter(Array.isArray);
    if (arrays.length === 0) return undefined;
    const items = arrays.flat();
    return value.map((item) => cut(item, items)).filter((item) => item !== undefined);
  }
  if (isPlain(value)) {
    const objects = templates.filter(isPlain);
    if (objects.length === 0) return undefined;
    const out: Plain = {};
    for (const [key, field] of Object.entries(value)) {
      const at = objects.filter((o) => Object.hasOwn(o, key)).map((o) => o[key]);
      if (at.length === 0) continue;
      const kept = cut(field, at);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return value;
}

/** Fields in a listed action: the one with the most is the most specific match. */
const size = (action: Action) => Object.keys(action).length;

/** `action` as the engine's `legal` actions shape it (see above); null when no legal action has its type. */
export function shapeAction(action: Action, legal: readonly Action[]): Action | null {
  const sameType = legal.filter((listed) => listed.type === action.type);
  if (sameType.length === 0) return null;
  let match: Action | null = null;
  for (const listed of sameType) if (covers(action, listed) && (match === null || size(listed) > size(match))) match = listed;
  // A copy: listed actions may be frozen or shared with the engine's tables.
  if (match) return JSON.parse(JSON.stringify(match)) as Action;
  return cut(action, sameType) as Action;
}
