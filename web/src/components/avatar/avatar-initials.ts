/**
 * Up to `count` initials of a name, from its words' first letters or digits: punctuation and
 * symbols are skipped, so "Anna (Ana) Lee" gives "AA", not "A(". A name with none gives "?".
 */
export function initialsOf(name: string, count = 2): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, count)
    .map((letter) => letter.toLocaleUpperCase())
    .join('');
  return letters || '?';
}
