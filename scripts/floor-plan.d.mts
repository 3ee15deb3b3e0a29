export interface Import {
  readonly from: string;
  readonly to: string;
  /** It brings in types only, erased from the JavaScript. */
  readonly typeOnly: boolean;
}
export interface Circle {
  readonly members: readonly string[];
  readonly wings: readonly string[];
}
export interface FloorPlan {
  readonly files: readonly string[];
  readonly imports: readonly Import[];
  readonly upward: readonly Import[];
  readonly unplaced: readonly string[];
  readonly circles: readonly Circle[];
  readonly typeCircles: readonly Circle[];
}
export function readImports(srcDir: string): { files: string[]; imports: Import[] };
export function wingOf(file: string, floors: Readonly<Record<string, number>>): string | undefined;
export function importCircles(files: readonly string[], imports: readonly Import[]): string[][];
export function checkFloorPlan(srcDir: string, floors: Readonly<Record<string, number>>): FloorPlan;
