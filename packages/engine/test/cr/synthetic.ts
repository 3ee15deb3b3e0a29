/**
 * A document shaped like the Comprehensive Rules, in made-up words: title, effective date, contents, nine chapters of
 * numbered rules from 100.1 (702.9b included), glossary and credits. Tests that must not depend on the official file
 * use it; it is never the CR's text.
 */
export function syntheticRules(): string {
  const chapters = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const sections = (chapter: string) => ['00', '01', '02'].map(n => `${chapter}${n}`);
  const contents = chapters.flatMap(c => [
    `${c}. Made-up Chapter ${c}`,
    ...sections(c).map(s => `${s}. Made-up Section ${s}`),
  ]);
  const body = chapters.flatMap(c => [
    `${c}. Made-up Chapter ${c}`,
    '',
    ...sections(c).flatMap(s => [
      `${s}. Made-up Section ${s}`,
      '',
      ...Array.from({ length: 20 }, (_, i) => [
        `${s}.${i + 1}. Invented rule number ${s}.${i + 1} for tests.`,
        '',
        `${s}.${i + 1}a First invented subrule of ${s}.${i + 1}.`,
        '',
        `${s}.${i + 1}b Second invented subrule of ${s}.${i + 1}.`,
        `Example: An invented example for ${s}.${i + 1}b.`,
        '',
      ]).flat(),
    ]),
  ]);
  const glossary = Array.from({ length: 120 }, (_, i) => [
    `Invented Term ${i + 1}`,
    `What invented term ${i + 1} means.`,
    '',
  ]).flat();
  return [
    'Magic: The Gathering Comprehensive Rules',
    '',
    'These rules are effective as of January 2, 2030.',
    '',
    'Introduction',
    '',
    'A synthetic stand-in with the layout of the rules document; every sentence in it is made up.',
    '',
    'Contents',
    '',
    ...contents,
    'Glossary',
    'Credits',
    '',
    ...body,
    'Glossary',
    '',
    ...glossary,
    'Credits',
    '',
    'Written for the tests of this project.',
    '',
  ].join('\n');
}
