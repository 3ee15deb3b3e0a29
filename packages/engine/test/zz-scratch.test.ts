import { it } from 'vitest';
import { readFileSync } from 'fs';
import { parseCardText } from '../src/reader/card-text.js';
it('scratch', () => {
  const lines = readFileSync('/tmp/prevent-scratch/in.txt', 'utf8').split('\n').filter(Boolean);
  const out = lines.map(l => {
    const [spell, text] = l.split('|');
    const r = parseCardText(text!, 'Foo', spell === 's');
    return `${r.notUnderstood.length ? 'NO ' : 'ok '} ${text}  ${r.notUnderstood.length ? '' : JSON.stringify(r.abilities).slice(0, 400)}`;
  });
  console.log(out.join('\n'));
});
