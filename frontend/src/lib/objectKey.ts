const keys = new WeakMap<object, number>();
let next = 0;

/**
 * A number that stays the same for one object and differs between objects: a React key
 * that remounts a page when its route loader made a new query reference (a navigation to
 * the same page starts it afresh, filters included).
 */
export function objectKey(value: object): number {
  let key = keys.get(value);
  if (key === undefined) {
    key = ++next;
    keys.set(value, key);
  }
  return key;
}
