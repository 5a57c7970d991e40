/**
 * The names of files put side by side (a zip of statements): equal names, compared without regard
 * to case as Windows and macOS do, get ' (2)', ' (3)' … before their extension, in order, so no
 * entry overwrites another when the zip is opened. A name the numbering produces that is already
 * taken is skipped.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
