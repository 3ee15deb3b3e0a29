export function coverageBlocks(report: unknown): { doc: string; summary: string };
export function withBlock(text: string, marker: string, block: string): string | undefined;
