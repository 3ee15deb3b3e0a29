import { normalizeRuleId } from './ruleId.js';
import type { CrRule, RulesDocument } from './types.js';

/** Looks a rule up by any common spelling: '702.9b', '702.9b.', 'CR 702.9b', ' 702.9B '. */
export function getRule(doc: RulesDocument, id: string): CrRule | undefined {
  return doc.rules.get(normalizeRuleId(id));
}

/** True for numbered rules and subrules; sections and chapters live in `doc.sections`. */
export function ruleExists(doc: RulesDocument, id: string): boolean {
  return getRule(doc, id) !== undefined;
}

export interface FormatRuleOptions {
  /** Include subrules (recursively), or a section's rules. Default true. */
  subrules?: boolean;
  /** Include `Example:` paragraphs. Default true. */
  examples?: boolean;
  /** Markdown (bold ids, nested lists) for hovers instead of indented plain text. Default false. */
  markdown?: boolean;
}

interface Paragraph {
  text: string;
  /** Opens an example (rendered with an "Example:" prefix); example continuations are false. */
  opensExample: boolean;
}

interface Block {
  depth: number;
  /** Written before the first paragraph: '509.1.', '509.1a', '509.'. */
  label: string;
  paragraphs: Paragraph[];
}

const MARKDOWN_SPECIAL = /[\\`*_[\]<>]/g;

function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, '\\$&');
}

/** '509.1' is written "509.1." in the rules; subrules such as '509.1a' have no period. */
function ruleLabel(id: string): string {
  return /[a-z]$/.test(id) ? id : `${id}.`;
}

function paragraphsOf(text: string, opensExample: boolean): Paragraph[] {
  return text.split('\n').map((line, i) => ({ text: line, opensExample: opensExample && i === 0 }));
}

function collectBlocks(
  doc: RulesDocument,
  id: string,
  depth: number,
  options: Required<FormatRuleOptions>,
  blocks: Block[],
): void {
  const rule = doc.rules.get(id);
  const section = doc.sections.get(id);
  let children: readonly string[];
  if (rule) {
    const paragraphs = paragraphsOf(rule.text, false);
    if (options.examples) for (const example of rule.examples) paragraphs.push(...paragraphsOf(example, true));
    blocks.push({ depth, label: ruleLabel(id), paragraphs });
    children = rule.children;
  } else if (section) {
    blocks.push({ depth, label: `${id}.`, paragraphs: paragraphsOf(section.title, false) });
    children = section.children;
  } else {
    return;
  }
  if (options.subrules) for (const child of children) collectBlocks(doc, child, depth + 1, options, blocks);
}

function renderPlain(blocks: Block[]): string {
  const lines: string[] = [];
  for (const { depth, label, paragraphs } of blocks) {
    const indent = '  '.repeat(depth);
    paragraphs.forEach(({ text, opensExample }, i) => {
      const body = opensExample ? `Example: ${text}` : text;
      lines.push(i === 0 ? `${indent}${label} ${body}` : `${indent}${body}`);
    });
  }
  return lines.join('\n');
}

function renderMarkdown(blocks: Block[]): string {
  const parts: string[] = [];
  for (const { depth, label, paragraphs } of blocks) {
    // Depth 0 is a plain paragraph; deeper entries are nested list items, their paragraphs indented.
    const bullet = depth === 0 ? '' : `${'  '.repeat(depth - 1)}- `;
    const indent = '  '.repeat(depth);
    paragraphs.forEach(({ text, opensExample }, i) => {
      const body = opensExample ? `*Example:* ${escapeMarkdown(text)}` : escapeMarkdown(text);
      parts.push(i === 0 ? `${bullet}**${label}** ${body}` : `${indent}${body}`);
    });
  }
  return parts.join('\n\n');
}

/**
 * A rule with its examples and subrules, for hovers and `mtgs rule 509.1`. A section ('509') or
 * chapter ('5') gives its title followed by its rules. Undefined when the id is unknown.
 */
export function formatRule(doc: RulesDocument, id: string, options: FormatRuleOptions = {}): string | undefined {
  const resolved: Required<FormatRuleOptions> = {
    subrules: options.subrules ?? true,
    examples: options.examples ?? true,
    markdown: options.markdown ?? false,
  };
  const blocks: Block[] = [];
  collectBlocks(doc, normalizeRuleId(id), 0, resolved, blocks);
  if (blocks.length === 0) return undefined;
  return resolved.markdown ? renderMarkdown(blocks) : renderPlain(blocks);
}
