const { parseCardText } = await import('../out/effects.js');
const texts = [['Lightning Bolt deals 3 damage to any target.', 'Lightning Bolt', true], ['Shock deals 2 damage to any target.', 'Shock', true], ['Flying, vigilance', 'Serra Angel', false], ['Draw two cards.', 'Divination', true], ['Destroy target creature. It can\'t be regenerated.', 'Terminate', true], ['Counter target spell.', 'Counterspell', true]];
for (let i = 0; i < 50; i++) for (const [t, n, s] of texts) parseCardText(t, n, s);
const t0 = performance.now();
for (let i = 0; i < 200; i++) for (const [t, n, s] of texts) parseCardText(t, n, s);
console.log('per sentence µs', ((performance.now() - t0) / 200 / texts.length * 1000).toFixed(0));
