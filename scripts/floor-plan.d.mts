// Types for floor-plan.mjs, for the packages' floor-plan tests.
export interface Import { readonly from: string; readonly to: string }
export interface Circle { readonly members: readonly string[]; readonly wings: readonly string[] }
export type Floors = Readonly<Record<string, number>>;

export function readImports(srcDir: string): { files: string[]; imports: Import[] };
export function wingOf(file: string, floors: Floors): string | undefined;
export function importCircles(files: readonly string[], imports: readonly Import[]): string[][];
export function checkFloorPlan(srcDir: string, floors: Floors): {
  files: string[];
  imports: Import[];
  upward: Import[];
  unplaced: string[];
  circles: Circle[];
};
