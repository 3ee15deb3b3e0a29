// Runs `langium generate` with the Object.groupBy polyfill loaded first (Node 20 lacks it).
import './object-groupby-polyfill.mjs';

const entry = import.meta.resolve('langium-cli'); // .../langium-cli/lib/index.js
process.argv = [process.argv[0], 'langium', 'generate', ...process.argv.slice(2)];
await import(new URL('../bin/langium.js', entry).href);
